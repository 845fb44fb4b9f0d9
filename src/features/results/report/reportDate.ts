import type { SizingConfig } from '../../../model/config';

/** The day a report is dated, as the reader's calendar writes it: its proposal's date, or today without one. */
export function reportDate(config: Pick<SizingConfig, 'proposal'>, locale: string): string {
  const iso = config.proposal?.date;
  // Midnight where the reader is: an ISO day alone would be read as UTC and show the day before west of it.
  return (iso ? new Date(`${iso}T00:00:00`) : new Date()).toLocaleDateString(locale);
}
