import { type ReactNode, useState } from 'react';
import { useAllShown } from './WhenReached';
import { useEarlyOpen } from '../fields/earlyInput';

/**
 * A collapsed section whose contents are drawn once it is opened, or when the whole page is (find
 * in page, a print, a link to a field inside: src/ui/reveal). Closed, it costs the page its summary.
 */
export function Collapsed({ className, summary, children }: { className: string; summary: ReactNode; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const drawn = useAllShown() || opened;
  const early = useEarlyOpen(() => setOpened(true));
  return (
    <details ref={early} className={className} onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary>{summary}</summary>
      {drawn && children}
    </details>
  );
}
