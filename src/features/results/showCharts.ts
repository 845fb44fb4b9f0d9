/** Event that makes every lazy chart load now, whether or not it has been scrolled to. */
export const SHOW_CHARTS = 'hci-sizer:show-charts';

/** Loads every chart (for printing the whole report) and resolves once their code is in. */
export async function showAllCharts(): Promise<void> {
  window.dispatchEvent(new Event(SHOW_CHARTS));
  await Promise.all([import('./waterfall/WaterfallChart'), import('./margins/MarginChart'), import('./runway/RunwayChart')]);
}
