import type { HYPERVISOR_EN } from '../en/hypervisor';
import type { Table } from '../table';

export const HYPERVISOR_JA: Table<typeof HYPERVISOR_EN> = {
  legend: 'ハイパーバイザー',
  kind: 'ハイパーバイザー',
  kinds: { ahv: 'AHV', esxi: 'VMware ESXi' },
  hostCores: 'ハイパーバイザーが確保するホストあたりのコア',
  hostRamShare: 'ハイパーバイザーが確保するホストの RAM',
  vmMemoryReservedShare: '予約された VM の RAM（その分のスワップファイルはない）',
  cvmCpuReservationMHz: 'CVM の CPU 予約',
  byDefault: '空欄: {value}、{source}',
  noHyperV: 'Hyper-V は選べません: そのオーバーヘッドと CVM についての出典が見つかっていないためです。',
};
