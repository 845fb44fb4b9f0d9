import { interpolate } from '../../i18n/format';

/** Fills a message template; a short name because every component calls it. */
export const t = (template: string, params: Record<string, number | string> = {}): string => interpolate(template, params);
