/** Event that makes every lazy chart load now, whether or not it has been scrolled to. */
export const SHOW_CHARTS = 'hci-sizer:show-charts';

let requested = false;

/** Whether every chart was asked for: a chart whose panel arrives later shows at once then. */
export const allChartsRequested = (): boolean => requested;

/** Loads every chart (for printing the whole report) and resolves once their code is in. */
export async function showAllCharts(): Promise<void> {
  requested = true;
  window.dispatchEvent(new Event(SHOW_CHARTS));
  await Promise.all([import('./waterfall/WaterfallChart'), import('./margins/MarginChart'), import('./runway/RunwayChart')]);
}
