import type { Messages } from '../../i18n/en/page';
import type { Display } from '../../ui/rangeWords';
import type { FieldPath } from '../../document/intents';

type Unit = keyof Messages['fieldUnits'];

/**
 * Which number inputs show a unit, by their key under the nearest named part of the document
 * (`thresholds.cpu`, `drives.sizeTB`). The fields read it, and so does the problem list, so a
 * limit reads the same in both ("at most 100 %"). A count or a price has none.
 */
const UNITS: Partial<Record<Unit, readonly string[]>> = {
  percent: [
    'overheads.oplogShareAtRf2',
    'overheads.flashFormattingShare',
    'overheads.hddFormattingShare',
    'thresholds.cpu',
    'thresholds.ram',
    'thresholds.storageFill',
    'thresholds.iops',
    'ecx.coldShare',
    'ecx.savingsRealised',
    'snapshots.dailyChangeShare',
    'growth.yearlyShare',
    'vmGroups.hotShare',
    'hypervisor.hostRamShare',
    'hypervisor.vmMemoryReservedShare',
  ],
  gib: [
    'overheads.cvmRamGiB',
    'overheads.homeGiBPerDevice',
    'overheads.metadataGiBPerDevice',
    'overheads.oplogGiBAtRf2',
    'overheads.downstrokeGiBPerSsd',
    'nodeTypes.ramGiB',
  ],
  gibPerTB: ['overheads.curatorGiBPerHddTB'],
  gbs: ['rebuild.rateGBpsPerNode'],
  seconds: ['rebuild.startDelaySeconds'],
  minutes: ['rebuild.ringRemovalSeconds'],
  ratio: ['dataReduction.compressionRatio', 'dataReduction.dedupRatio'],
  days: ['snapshots.retentionDays'],
  years: ['growth.years'],
  ghz: ['nodeTypes.ghz'],
  gbit: ['nodeTypes.nicGbps'],
  tb: ['drives.sizeTB'],
  mhz: ['hypervisor.cvmCpuReservationMHz'],
};

/** The factor from the stored value to the one shown: a percentage is stored as a fraction, minutes as seconds. */
const SCALES: Partial<Record<Unit, number>> = { percent: 100, minutes: 1 / 60 };

/** The same table by key, looked up as every number field renders. */
const UNIT_OF = new Map(Object.entries(UNITS).flatMap(([unit, keys]) => keys.map((key) => [key, unit as Unit] as const)));

/** The display of the input at `path`, its unit in the page's language. */
export function displayForPath(path: FieldPath, units: Messages['fieldUnits']): Display {
  const key = path
    .filter((x): x is string => typeof x === 'string')
    .slice(-2)
    .join('.');
  const unit = UNIT_OF.get(key);
  if (unit === undefined) return {};
  const scale = SCALES[unit];
  return { ...(scale !== undefined && { scale }), unit: units[unit] };
}
