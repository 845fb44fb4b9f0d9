import type { CPU_FACTOR_EN } from '../en/cpuFactor';
import type { Table } from '../table';

export const CPU_FACTOR_JA: Table<typeof CPU_FACTOR_EN> = {
  cpuFactor: 'コアの重み ×{factor}: {how}。',
  cpuHow: {
    typed: 'CPU を指定していないノードタイプ。係数は手入力',
    'per-core': '{model}、{target}（コアあたり）÷ 移行元ホストの {source}（コアあたり、SPECrate2017_int_base）',
    'no-source': '{model}。移行元ホストの CPU が不明のため 1（RVTools の vHost シートに記載）',
    'source-missing': '移行元ホストの {missing} にコアあたりの性能値がないため 1',
    'target-missing': '{model} にコアあたりの性能値がないため 1',
  },
};
