import { createRoot } from 'react-dom/client';
import type { Dispatch } from '../../../document/intents';
import type { SizingConfig } from '../../../model/config';
import { type Locale, LocaleProvider } from '../../../ui/locale/LocaleContext';
import ProposalDialog from './ProposalDialog';

/**
 * Opens the proposal details' dialog over the page, in the page's language, and removes it once
 * closed. A root of its own: the toolbar, on the first screen, holds nothing of it but its button.
 */
export function openProposal(locale: Locale, config: SizingConfig, dispatch: Dispatch): void {
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  const close = () => {
    // After the dialog's own close event has run its course.
    queueMicrotask(() => {
      root.unmount();
      host.remove();
    });
  };
  root.render(
    <LocaleProvider value={locale}>
      <ProposalDialog config={config} dispatch={dispatch} onClose={close} />
    </LocaleProvider>,
  );
}
