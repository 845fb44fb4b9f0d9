import type { CPU_FACTOR_EN } from '../en/cpuFactor';
import type { Table } from '../table';

export const CPU_FACTOR_JA: Table<typeof CPU_FACTOR_EN> = {
  cpuFactor: 'コアの重み ×{factor}: {how}。',
  cpuHow: {
    typed: 'CPU を指定していないノードタイプ。係数は手入力: 新しい CPU でも、コア 1 つを移行元ホストのその数のコアとして数える',
    'per-core': '{model}、{target}（コアあたり）÷ 移行元ホストの {source}（コアあたり、SPECrate2017_int_base）',
    'no-source': '{model}。移行元ホストの CPU が不明のため 1（RVTools の vHost シートに記載）',
    'source-missing': '移行元ホストの {missing} にコアあたりの性能値がないため 1: 新しい CPU でも、コア 1 つを移行元の 1 コアとして数える',
    'target-missing': '{model} にコアあたりの性能値がないため 1',
  },
  sourcesHeading: 'サイジングが前提とする移行元ホストの CPU（インポートの vHost シートから）。需要はこのコアで数える:',
  sourceCpu: '{model}: {cores} コア、{figure}',
  perCore: 'コアあたり {rate}（SPECrate2017_int_base）',
  noFigure: 'コアあたりの性能値なし',
};
