import { useState } from 'react';
import type { SizingConfig } from '../../model/config';
import { encodeShareLink } from '../../schema/shareLink';
import { useLocale } from '../locale/LocaleContext';
import { shareUrl } from './location';
import './share.css';

type Status = 'idle' | 'copied' | 'failed' | 'too-large';

/** Copies a link that opens this config; says what happened in a live region. */
export function CopyLinkButton({ config, base }: { config: SizingConfig; base?: string }) {
  const messages = useLocale().m.share;
  const [status, setStatus] = useState<Status>('idle');
  const copy = async () => {
    const encoded = await encodeShareLink(config);
    if (!encoded.ok) return setStatus('too-large');
    try {
      await navigator.clipboard.writeText(shareUrl(encoded.fragment, base));
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
      <span role="status" aria-live="polite" className="copy-link__status">
        {text}
      </span>
    </span>
  );
}
