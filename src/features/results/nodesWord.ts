import type { Locale } from '../../ui/locale/LocaleContext';
import { t } from '../../ui/locale/t';

/** "1 node", "12 nodes": a node count in words, in the page's language and number format. */
export const nodesWord = ({ m, fmt }: Locale, n: number): string => (n === 1 ? m.units.node : t(m.units.nodes, { n: fmt.number(n, 0) }));
