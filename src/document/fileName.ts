import type { SizingConfig } from '../model/config';

/** Characters of a file name's base: short enough for every file system and mail attachment. */
const MAX_BASE = 120;

/** One part of a name as a file name takes it: letters, digits and dots, anything else one hyphen. */
const part = (s: string | undefined) => (s ?? '').replace(/[^\p{L}\p{N}.]+/gu, '-').replace(/^[-.]+|[-.]+$/g, '');

/** A version typed as "1.2" reads "v1.2" in a file name; "v1.2" or "draft" stay as typed. */
const versionPart = (v: string | undefined) => {
  const p = part(v);
  return /^\d/.test(p) ? `v${p}` : p;
};

/**
 * The one name every export of a document takes (its Markdown, CSV, workbook and the printed
 * PDF's title): the customer, the project (or the sizing's name), the version and the date of the
 * proposal details, as far as they are given, e.g. `Example-Trading_DC-refresh_v1.2_2026-11-25.csv`.
 * Without details it is the sizing's name, or `fallback` (the cluster on screen) when that is blank.
 */
export function exportFileName(config: Pick<SizingConfig, 'name' | 'proposal'>, extension: string, fallback = ''): string {
  const p = config.proposal;
  const title = part(p?.project) || part(config.name) || part(fallback);
  const base = [part(p?.customer), title, versionPart(p?.version), part(p?.date)]
    .filter((x) => x !== '')
    .join('_')
    .slice(0, MAX_BASE)
    .replace(/[-._]+$/, '');
  return `${base || 'sizing'}${extension ? `.${extension}` : ''}`;
}
