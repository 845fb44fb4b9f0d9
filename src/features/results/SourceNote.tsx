import type { SourceKind } from '../../model/sources';
import { useLocale } from '../../ui/locale/LocaleContext';

/** A rule's source with how far to trust it; inferred and unverified ones read as assumptions. */
export function SourceNote({ kind, title }: { kind: SourceKind; title: string }) {
  const { m } = useLocale();
  return (
    <p className="source-note">
      {m.derivation.source}: {title} <span className={`source-kind source-kind--${kind}`}>{m.sourceKinds[kind]}</span>
    </p>
  );
}
