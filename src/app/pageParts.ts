import { loadInputSections } from '../features/inputs/InputsForm';
import { loadNodeTypeEditor } from '../features/inputs/NodesSection';
import { loadProblemList } from '../features/inputs/ProblemSummary';
import { loadCriticalWarnings } from '../features/results/recommendation/RecommendationPanel';
import { loadAllPanels } from '../features/results/registry';
import { loadPrintOnly } from '../features/results/usePrinting';
import { loadImportEntry } from './SizingView';

/**
 * The code of every part the sizing page draws once it is reached or needed (src/ui/reveal): each
 * panel and chart, each input section and what a section holds that loads apart (the import's drop
 * zone, the node type editor), the list of problems, the critical warnings, and what only a print
 * shows (the report's header, summary and appendices). A print must have all of it: the browser's
 * own print draws at once and cannot wait for any.
 */
export const loadPageParts = (): Promise<unknown> =>
  Promise.all([
    loadAllPanels(),
    loadPrintOnly(),
    loadInputSections(),
    loadImportEntry(),
    loadNodeTypeEditor(),
    loadProblemList(),
    loadCriticalWarnings(),
  ]);
