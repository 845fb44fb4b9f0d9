import type { IMPORT_ENTRY_EN } from '../en/importEntry';
import type { Table } from '../table';

/** インポートのドロップ領域の文言。en/importEntry.ts と同じ形。 */
export const IMPORT_ENTRY_JA: Table<typeof IMPORT_ENTRY_EN> = {
  drop: 'インベントリからサイジング: RVTools または Nutanix Collector のエクスポートをここにドロップするか、',
  choose: 'ファイルを選択',
  template: 'CSV テンプレート',
  profiles: 'またはワークロードプロファイルから開始',
  loading: 'インポートを読み込んでいます…',
};
