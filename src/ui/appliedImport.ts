/**
 * The report of the last inventory applied in this tab (every row skipped and why, as the import
 * report CSV has it), kept for the Excel workbook: it is no part of the sizing document, which
 * would carry thousands of report rows in every link, and is gone with the tab.
 */
export interface AppliedImport {
  files: string;
  clusters: readonly string[];
  reportCsv: string;
}

let last: AppliedImport | null = null;

export function keepAppliedImport(applied: AppliedImport): void {
  last = applied;
}

export const appliedImport = (): AppliedImport | null => last;
