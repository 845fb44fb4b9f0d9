import { useCallback, useEffect, useRef } from 'react';
import type { SizingConfig } from '../../model/config';
import type { DecodeResult, CapacityUnit } from '../../schema/shareLink';
import { LinkHistory } from '../../persistence/linkHistory';

/**
 * Keeps the address bar on `config` (see LinkHistory) and opens the states back and forward lead
 * to through `onNavigate`. Returns `settle`, for the page to call when a field loses focus.
 */
export function useShareLinkSync(
  config: SizingConfig | null,
  onNavigate: (result: DecodeResult, how: { own: boolean }) => void,
  options: { settleMs?: number; addressHolds?: boolean; capacityUnit?: CapacityUnit } = {},
): { settle: () => void } {
  const { settleMs = 1000, addressHolds = false, capacityUnit = 'TiB' } = options;
  const history = useRef<LinkHistory | null>(null);
  const navigate = useRef(onNavigate);
  const first = useRef(true);
  useEffect(() => {
    navigate.current = onNavigate;
  });
  useEffect(() => {
    const h = new LinkHistory({ onNavigate: (r, how) => navigate.current(r, how), settleMs });
    history.current = h;
    return () => {
      h.dispose();
      history.current = null;
    };
  }, [settleMs]);
  useEffect(() => {
    if (!config || !history.current) return;
    void history.current.update(config, { initial: first.current, addressHolds, capacityUnit });
    first.current = false;
    // `addressHolds` speaks of the page's first config only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, capacityUnit]);
  const settle = useCallback(() => history.current?.settle(), []);
  return { settle };
}
