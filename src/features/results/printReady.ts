/** Event that makes every lazy chart load now, whether or not it has been scrolled to. */
export const SHOW_CHARTS = 'hci-sizer:show-charts';

let requested = false;

/** Whether every chart was asked for: a chart whose panel arrives later shows at once then. */
export const allChartsRequested = (): boolean => requested;

/** Makes every chart load and draw (for printing the whole report). */
export function showAllCharts(): void {
  requested = true;
  window.dispatchEvent(new Event(SHOW_CHARTS));
}

/** What a printed report still waits for: a panel's code not yet on the page, a chart not yet drawn. */
const pending = new Set<Promise<void>>();

/** Holds the print until the function it returns is called (the thing is drawn, or gone). */
export function holdPrint(): () => void {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  pending.add(held);
  return () => {
    pending.delete(held);
    release();
  };
}

/** Settles once nothing holds the print, including what arrives meanwhile (a panel's charts once its code is in). */
export async function printable(): Promise<void> {
  while (pending.size) await Promise.all(pending);
}
