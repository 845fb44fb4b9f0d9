import type { Messages } from '../../i18n/en/page';
import { interpolate } from '../../i18n/format';
import type { ScenarioNames } from '../../persistence/sessionStore';

/** The names the sessions store gives the scenarios it makes, in the words of one language's table. */
export function scenarioNames(words: Pick<Messages['sessions'], 'names' | 'untitled'>): ScenarioNames {
  return {
    copy: (name) => interpolate(words.names.copy, { name }),
    keptUnsaved: (name, when) => interpolate(words.names.keptUnsaved, { name, when }),
    exportedUnsaved: (name) => interpolate(words.names.exportedUnsaved, { name }),
    imported: (name) => interpolate(words.names.imported, { name }),
    untitled: () => words.untitled,
  };
}
