import { memo, useCallback, useMemo, useRef } from 'react';
import { flushSync } from 'react-dom';
import { handInventory, INVENTORY_ACCEPT } from '../ui/chooseInventory';
import type { SizingConfig } from '../model/config';
import type { Lang } from '../schema/lang';
import type { CapacityUnit } from '../schema/shareLink';
import type { Messages } from '../i18n/en/page';
import { ExportButtons } from '../features/results/report/ExportButtons';
import { CopyLinkButton } from '../features/share/CopyLinkButton';
import type { PageController, PageState } from './controller';
import type { PageResult } from './pageResult';
import type { Prefs } from './prefsStore';
import { LangSwitch } from './LangSwitch';
import { UnitSwitch } from './UnitSwitch';

interface Props {
  controller: PageController;
  page: PageState;
  prefs: Prefs;
  valid: SizingConfig;
  clusterIndex: number;
  result: PageResult | null;
  canUndo: boolean;
  canRedo: boolean;
  m: Messages;
  onPrint(): void;
  /** The scenarios panel's code, fetched as the pointer nears its button. */
  preloadSessions(): void;
}

/**
 * The page's header: the views, the document's history, the preferences, and what leaves the page.
 * Drawn again only when what it shows changes: a keystroke leaves it alone.
 */
export const Toolbar = memo(function Toolbar({
  controller: c,
  page,
  prefs,
  valid,
  clusterIndex,
  result,
  canUndo,
  canRedo,
  m,
  onPrint,
  preloadSessions,
}: Props) {
  // The toolbar's own picker: it sits in the header, shown in every view, and hands the file to the import.
  const picker = useRef<HTMLInputElement>(null);
  const takeInventory = useCallback(
    (file: File | undefined) => {
      if (!file) return;
      if (page.view !== 'sizing') flushSync(() => c.setView('sizing'));
      handInventory(file);
    },
    [c, page.view],
  );
  // Made again only with its words or its handler: a re-rendered input has its attributes rewritten, on every keystroke.
  const label = m.app.importInventory;
  const pickerInput = useMemo(
    () => (
      <input
        ref={picker}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        aria-label={label}
        accept={INVENTORY_ACCEPT}
        onChange={(e) => {
          takeInventory(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    ),
    [label, takeInventory],
  );
  const setLang = useCallback((lang: Lang) => c.choose({ lang }), [c]);
  const setUnit = useCallback((capacityUnit: CapacityUnit) => c.choose({ capacityUnit }), [c]);
  return (
    <header className="page-header">
      <div className="brand">
        <h1>{m.app.title}</h1>
        {/* Whom the sizing is for, once named, in place of the tool's own line. */}
        <p className="tagline">{valid.proposal?.customer || m.app.tagline}</p>
      </div>
      <div className="toolbar">
        <button type="button" aria-pressed={page.view === 'quick'} onClick={() => c.setView('quick')}>
          {m.app.quickCalculator}
        </button>
        <button type="button" aria-pressed={page.view === 'compare'} onClick={() => c.setView('compare')}>
          {m.app.compare}
        </button>
        <button type="button" title={m.app.importInventoryHint} onClick={() => picker.current?.click()}>
          {m.app.importInventory}
        </button>
        {pickerInput}
        <button type="button" aria-keyshortcuts="Control+Z Meta+Z" disabled={!canUndo} onClick={() => c.doc.undo()}>
          {m.app.undo}
        </button>
        <button type="button" aria-keyshortcuts="Control+Shift+Z Control+Y Meta+Shift+Z" disabled={!canRedo} onClick={() => c.doc.redo()}>
          {m.app.redo}
        </button>
        <LangSwitch lang={prefs.lang} onChange={setLang} />
        <UnitSwitch unit={prefs.capacityUnit} onChange={setUnit} />
        <CopyLinkButton config={valid} capacityUnit={prefs.capacityUnit} clusterIndex={clusterIndex} />
        <button
          type="button"
          aria-expanded={page.sessionsOpen}
          aria-controls={page.sessionsOpen ? 'scenarios' : undefined}
          onClick={c.toggleSessions}
          onPointerEnter={preloadSessions}
          onFocus={preloadSessions}
        >
          {m.sessions.heading}
        </button>
        <button type="button" className="print-button" onClick={onPrint}>
          {m.app.print}
        </button>
        <ExportButtons
          config={valid}
          clusterIndex={clusterIndex}
          result={result}
          capacityUnit={prefs.capacityUnit}
          dispatch={c.doc.dispatch}
        />
      </div>
    </header>
  );
});
