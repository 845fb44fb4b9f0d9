import { useState } from 'react';
import type { SizingConfig } from '../../model/config';
import type { CapacityUnit } from '../../schema/shareLink';
import { useLocale } from '../../ui/locale/LocaleContext';
import { loadShareCodec } from '../../persistence/shareCodec';
import { shareUrl } from '../../persistence/linkLocation';
import './share.css';

type Status = 'idle' | 'copied' | 'failed' | 'too-large';

/** Copies a link that opens this config; says what happened in a live region. */
export function CopyLinkButton({
  config,
  base,
  capacityUnit,
  clusterIndex,
}: {
  config: SizingConfig;
  base?: string;
  capacityUnit?: CapacityUnit;
  /** The cluster on screen: the link opens on it. */
  clusterIndex?: number;
}) {
  const { m, lang } = useLocale();
  const messages = m.share;
  // A status speaks of the config it was about; once the inputs change it is no longer shown.
  const [said, setSaid] = useState<{ status: Status; config: SizingConfig | null }>({ status: 'idle', config: null });
  const status = said.config === config ? said.status : 'idle';
  const copy = async () => {
    const setStatus = (s: Status) => setSaid({ status: s, config });
    const codec = await loadShareCodec();
    const encoded = await codec.encodeShareLink(config, { capacityUnit, clusterIndex });
    if (!encoded.ok) return setStatus('too-large');
    try {
      // The link opens in the language it was made in.
      await navigator.clipboard.writeText(shareUrl(codec.withLang(encoded.fragment, lang), base));
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  const text = { idle: '', copied: messages.copied, failed: messages.copyFailed, 'too-large': messages.tooLarge }[status];
  return (
    <span className="copy-link">
      <button type="button" onClick={() => void copy()}>
        {messages.copyLink}
      </button>
      <span aria-live="polite" className="copy-link__status">
        {text}
      </span>
    </span>
  );
}
