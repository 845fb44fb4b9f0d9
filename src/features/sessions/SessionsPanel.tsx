import { type FormEvent, useId, useState } from 'react';
import { interpolate } from '../../i18n/format';
import type { Messages as PageMessages } from '../../i18n/en/page';
import type { FeatureTables } from '../../i18n/locales';
import type { SizingConfig } from '../../model/config';
import type { Problem } from '../../schema/issues';
import { useFeatureTable, useLocale } from '../../ui/locale/LocaleContext';
import { problemText } from '../../ui/locale/problemText';
import { SESSIONS_PANEL_EN } from '../../i18n/en/sessionsPanel';
import { DOCUMENT_PROBLEMS_EN } from '../../i18n/en/documentProblems';
import { downloadText } from './download';
import type { Scenario } from '../../persistence/sessionRecords';
import { readSessionFile, sessionFileText } from '../../persistence/sessionFile';
import type { Notice } from '../../persistence/sessionStore';
import type { Sessions } from './useSessions';
import './sessions.css';

/** The page's session words (also the store's) and the panel's own, loaded with it. */
type Messages = PageMessages['sessions'] & FeatureTables['sessionsPanel'];

interface Props {
  sessions: Sessions;
  /** The page opens this document (a scenario, or a config file) in place of its own. */
  onOpen: (config: SizingConfig) => void;
  /** Formats the saved-at times; the page passes its locale's. */
  formatTime?: (iso: string) => string;
}

type ImportReport = { ok: true; text: string } | { ok: false; file: string; problems: Problem[] };

/** Saved scenarios: save, open, rename, duplicate, delete; export and import; what was set aside. */
export function SessionsPanel({ sessions, onOpen, formatTime = (iso) => new Date(iso).toLocaleString() }: Props) {
  const m: Messages = { ...useLocale().m.sessions, ...useFeatureTable('sessionsPanel', SESSIONS_PANEL_EN) };
  const { store, current, scenarios, notices, quarantine, persistent, stored, durable } = sessions;
  const [saveAsName, setSaveAsName] = useState('');
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const ids = useId();

  // "Saved" only when the browser holds it: a save into a full storage lasts while the page is open.
  const status = current.scenarioId === null ? 'unsaved' : current.dirty ? 'changed' : stored ? 'saved' : 'in-page';
  const state = { unsaved: m.stateUnsaved, changed: m.stateChanged, saved: m.stateSaved, 'in-page': m.stateInPage }[status];

  const saveAs = (e: FormEvent) => {
    e.preventDefault();
    sessions.flush();
    store.saveAs(saveAsName.trim() || current.name || m.untitled);
    setSaveAsName('');
  };
  const open = (s: Scenario) => {
    sessions.flush();
    if (store.open(s.id)) onOpen(store.getState().current.config);
  };
  const remove = (s: Scenario) => {
    if (window.confirm(interpolate(m.confirmDelete, { name: s.name }))) store.remove(s.id);
  };
  const importFile = async (file: File) => {
    sessions.flush();
    const r = store.importFile(readSessionFile(await file.text()));
    if (!r.ok) return setReport({ ok: false, file: file.name, problems: r.problems });
    if (r.kind === 'config') {
      onOpen(r.config);
      return setReport({ ok: true, text: interpolate(m.importedConfig, { file: file.name }) });
    }
    setReport({ ok: true, text: interpolate(m.importedSession, { count: r.added.length, file: file.name }) });
  };

  return (
    <section className="sessions" aria-labelledby={`${ids}-h`}>
      <h2 id={`${ids}-h`}>{m.heading}</h2>
      {notices.map((n) => (
        <NoticeView key={n.id} notice={n} m={m} onDismiss={() => store.dismissNotice(n.id)} />
      ))}
      <p className="sessions__current">
        {m.workingOn}: <strong>{current.name || m.untitled}</strong>{' '}
        <span className={`sessions__state sessions__state--${status === 'in-page' ? 'unsaved' : status}`}>({state})</span>
      </p>
      <p className="sessions__hint">
        {!persistent ? m.memoryOnly : stored ? m.autosaveNote : m.fullNote}
        {persistent && stored && durable !== null && <> {durable ? m.durable : m.notDurable}</>}
      </p>
      <div className="sessions__actions">
        <button
          type="button"
          onClick={() => {
            sessions.flush();
            // A name typed beside names what is saved: a new scenario, or the open one renamed.
            const typed = saveAsName.trim();
            const saved = store.save(typed || undefined);
            if (typed && saved.name !== typed) store.rename(saved.id, typed);
            setSaveAsName('');
          }}
        >
          {m.save}
        </button>
        <form onSubmit={saveAs} className="sessions__save-as">
          <label htmlFor={`${ids}-name`}>{m.nameLabel}</label>
          <input
            id={`${ids}-name`}
            value={saveAsName}
            maxLength={120}
            placeholder={current.name}
            onChange={(e) => setSaveAsName(e.target.value)}
          />
          <button type="submit">{m.saveAs}</button>
        </form>
      </div>

      <h3 id={`${ids}-list`}>{m.list}</h3>
      {scenarios.length === 0 ? (
        <p>{m.empty}</p>
      ) : (
        <ul className="sessions__list" aria-labelledby={`${ids}-list`}>
          {scenarios.map((s) => (
            <li key={s.id} aria-current={s.id === current.scenarioId ? 'true' : undefined}>
              {renaming?.id === s.id ? (
                <form
                  onSubmit={(e) => {
                    e.preventDefault();
                    store.rename(s.id, renaming.name);
                    setRenaming(null);
                  }}
                >
                  <label htmlFor={`${ids}-rn-${s.id}`} className="visually-hidden">
                    {m.nameLabel}
                  </label>
                  <input
                    id={`${ids}-rn-${s.id}`}
                    value={renaming.name}
                    maxLength={120}
                    autoFocus
                    onChange={(e) => setRenaming({ id: s.id, name: e.target.value })}
                  />
                  <button type="submit">{m.renameDone}</button>
                </form>
              ) : (
                <span className="sessions__name">
                  {s.name}
                  {s.id === current.scenarioId && <> ({m.openCurrent})</>}
                </span>
              )}
              <span className="sessions__when">{interpolate(m.updated, { when: formatTime(s.updatedAt) })}</span>
              <span className="sessions__buttons">
                <button type="button" onClick={() => open(s)} aria-label={`${m.open}: ${s.name}`}>
                  {m.open}
                </button>
                <button type="button" onClick={() => setRenaming({ id: s.id, name: s.name })} aria-label={`${m.rename}: ${s.name}`}>
                  {m.rename}
                </button>
                <button type="button" onClick={() => store.duplicate(s.id)} aria-label={`${m.duplicate}: ${s.name}`}>
                  {m.duplicate}
                </button>
                <button type="button" onClick={() => remove(s)} aria-label={`${m.delete}: ${s.name}`}>
                  {m.delete}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}

      <div className="sessions__files">
        <button
          type="button"
          onClick={() => {
            sessions.flush();
            const { scenarios, exportedAt } = store.exportSession();
            const f = sessionFileText(scenarios, exportedAt);
            downloadText(f.filename, f.text);
          }}
        >
          {m.exportSession}
        </button>
        <label className="sessions__import">
          {m.importFile}
          <input
            type="file"
            accept="application/json,.json"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void importFile(file);
            }}
          />
        </label>
        <span className="sessions__hint">{m.importHint}</span>
      </div>
      {report && (
        <div
          role={report.ok ? 'status' : 'alert'}
          className={report.ok ? 'sessions__report' : 'sessions__report sessions__report--problem'}
        >
          {report.ok ? (
            <p>{report.text}</p>
          ) : (
            <>
              <p>{interpolate(m.importFailed, { file: report.file })}</p>
              <ProblemList problems={report.problems} />
            </>
          )}
          <button type="button" onClick={() => setReport(null)}>
            {m.dismiss}
          </button>
        </div>
      )}

      {quarantine.length > 0 && (
        <>
          <h3>{m.quarantine.heading}</h3>
          <ul className="sessions__list">
            {quarantine.map((q) => (
              <li key={q.key}>
                <span className="sessions__name">
                  {q.inPlace
                    ? interpolate(m.quarantine.itemInPlace, { from: q.from })
                    : interpolate(m.quarantine.item, { from: q.from, when: q.at ? formatTime(q.at) : '' })}
                </span>
                <span className="sessions__buttons">
                  <button type="button" onClick={() => downloadText(`${q.key}.json`, q.raw)}>
                    {m.quarantine.download}
                  </button>
                  <button type="button" onClick={() => store.discardQuarantined(q.key)}>
                    {m.quarantine.discard}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ProblemList({ problems }: { problems: Problem[] }) {
  const locale = useLocale();
  const documents = useFeatureTable('documentProblems', DOCUMENT_PROBLEMS_EN);
  return (
    <ul className="sessions__problems">
      {problems.map((p, i) => (
        <li key={i}>
          {p.path && <code>{p.path}</code>} {problemText(p, locale, documents)}
        </li>
      ))}
    </ul>
  );
}

function NoticeView({ notice: n, m, onDismiss }: { notice: Notice; m: Messages; onDismiss: () => void }) {
  const problem =
    n.kind === 'quarantined' ||
    n.kind === 'kept-in-place' ||
    n.kind === 'storage-failed' ||
    n.kind === 'storage-full' ||
    n.kind === 'storage-unanswered' ||
    n.kind === 'skipped-records';
  return (
    <div role={problem ? 'alert' : 'status'} className={`sessions__notice${problem ? ' sessions__notice--problem' : ''}`}>
      {n.kind === 'quarantined' && (
        <>
          <p>{interpolate(m.notices.quarantined, { from: n.from })}</p>
          <ProblemList problems={n.problems} />
        </>
      )}
      {n.kind === 'kept-in-place' && (
        <>
          <p>{interpolate(m.notices.keptInPlace, { from: n.from })}</p>
          <ProblemList problems={n.problems} />
        </>
      )}
      {n.kind === 'storage-failed' && <p>{interpolate(m.notices.storageFailed, { detail: n.detail })}</p>}
      {n.kind === 'memory-only' && <p>{m.memoryOnly}</p>}
      {n.kind === 'storage-full' && <p>{m.notices.storageFull}</p>}
      {n.kind === 'storage-unanswered' && <p>{interpolate(m.notices.storageUnanswered, { seconds: n.seconds })}</p>}
      {n.kind === 'skipped-records' && <p>{interpolate(m.notices.skippedRecords, { keys: n.keys.join(', ') })}</p>}
      {n.kind === 'kept-unsaved' && <p>{interpolate(m.notices.keptUnsaved, { name: n.name })}</p>}
      {n.kind === 'open-elsewhere' && <p>{interpolate(m.notices.openElsewhere, { name: n.name })}</p>}
      {n.kind === 'migrated' && <p>{interpolate(m.notices.migrated, { from: n.from })}</p>}
      <button type="button" onClick={onDismiss}>
        {m.dismiss}
      </button>
    </div>
  );
}
