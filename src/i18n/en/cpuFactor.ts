import type { CpuFactorBasis } from '../../model/cpuFactor';

/**
 * English text of the note on per-core factors under the utilisation. It loads only for a cluster
 * that names CPUs (after an import, or with a catalogue configuration), not with the first screen.
 */
export const CPU_FACTOR_EN = {
  cpuFactor: 'Cores weighted ×{factor}: {how}.',
  cpuHow: {
    typed:
      'a node type naming no CPU, its factor typed by hand: each of its cores counts as that many of the source hosts’, however much newer',
    'per-core': '{model}, {target} per core ÷ {source} per core of the source hosts (SPECrate2017_int_base)',
    'no-source': '{model}, but the source hosts’ CPUs are not known (an RVTools vHost sheet names them), so 1',
    'source-missing':
      'no per-core figure for the source hosts’ {missing}, so 1: each core of the target counts as one of theirs, however much newer',
    'target-missing': 'no per-core figure for {model}, so 1',
  } satisfies Record<CpuFactorBasis, string>,
  sourcesHeading: 'The source hosts’ CPUs the sizing assumes (from the import’s vHost sheet), in whose cores demand is counted:',
  sourceCpu: '{model}: {cores} cores, {figure}',
  perCore: '{rate} per core (SPECrate2017_int_base)',
  noFigure: 'no per-core figure',
};
