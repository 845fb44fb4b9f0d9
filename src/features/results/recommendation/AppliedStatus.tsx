import { useState, useSyncExternalStore } from 'react';
import type { Undoable } from '../../../document/store';
import { useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';

interface Props {
  /** The step "Use this size" made. */
  step: number;
  label: { nodes: string; type: string };
  undoable: Undoable;
}

/**
 * What "Use this size" made, with its Undo, said while its step is the latest: any later edit, of
 * this cluster or another, makes it stale, and an undo or redo in the toolbar brings it back with
 * its step. Once undone here, that is said until the next edit. Loaded on the first click: the
 * first screen carries only the button.
 */
export function AppliedStatus({ step, label, undoable }: Props) {
  const P = useLocale().m.plan;
  // The step that was the latest right after the undo: the message holds while nothing came since.
  const [undone, setUndone] = useState<{ latest: number | null } | null>(null);
  const latest = useSyncExternalStore(undoable.subscribe, undoable.latestStep, undoable.latestStep);
  if (undone) return undone.latest === latest ? <p role="status">{P.undone}</p> : null;
  if (latest !== step) return null;
  return (
    <p role="status">
      {t(P.applied, label)}{' '}
      <button type="button" onClick={() => undoable.undo(step) && setUndone({ latest: undoable.latestStep() })}>
        {P.undoApply}
      </button>
    </p>
  );
}
