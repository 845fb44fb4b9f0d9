import { useEffect, useId, useRef, useState } from 'react';
import type { Dispatch } from '../../../document/intents';
import { exportFileName } from '../../../document/fileName';
import type { ProposalDetails, SizingConfig } from '../../../model/config';
import { REPORT_EN } from '../../../i18n/en/report';
import { validateConfig } from '../../../schema/parse';
import type { Problem } from '../../../schema/issues';
import { useFeatureTable, useLocale } from '../../../ui/locale/LocaleContext';
import { problemText } from '../../../ui/locale/problemText';
import { t } from '../../../ui/locale/t';
import './proposal.css';

type Key = keyof ProposalDetails;
const KEYS: readonly Key[] = ['customer', 'project', 'preparedBy', 'date', 'version'];
type Draft = Record<Key | 'name', string>;

/** The details as the document keeps them: a field left empty is absent, and no details at all no `proposal`. */
export function proposalOf(draft: Draft): ProposalDetails | undefined {
  const out: ProposalDetails = {};
  for (const k of KEYS) if (draft[k].trim() !== '') out[k] = draft[k].trim();
  return Object.keys(out).length > 0 ? out : undefined;
}

interface Props {
  config: SizingConfig;
  dispatch: Dispatch;
  onClose(): void;
}

/**
 * Whom the sizing is for: its title, customer, project, author, date and version, edited together
 * and saved as one step of the history. The schema checks them as it checks every input; what it
 * refuses is said at its field and nothing is saved.
 */
export default function ProposalDialog({ config, dispatch, onClose }: Props) {
  const locale = useLocale();
  const w = useFeatureTable('report', REPORT_EN);
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const p = config.proposal ?? {};
  const [draft, setDraft] = useState<Draft>({
    name: config.name,
    customer: p.customer ?? '',
    project: p.project ?? '',
    preparedBy: p.preparedBy ?? '',
    date: p.date ?? '',
    version: p.version ?? '',
  });
  const [problems, setProblems] = useState<Problem[]>([]);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  const next = { ...config, name: draft.name.trim() };
  const proposal = proposalOf(draft);
  if (proposal) next.proposal = proposal;
  else delete next.proposal;
  const save = () => {
    const checked = validateConfig(next);
    if (!checked.ok) {
      setProblems(checked.problems.filter((x) => x.path === 'name' || x.path.startsWith('proposal')));
      return;
    }
    dispatch({
      type: 'batch',
      intents: [
        { type: 'setField', path: ['name'], value: next.name },
        { type: 'setField', path: ['proposal'], value: proposal },
      ],
    });
    onClose();
  };
  const field = (key: Key | 'name', label: string, hint?: string, type = 'text') => {
    const path = key === 'name' ? 'name' : `proposal.${key}`;
    const problem = problems.find((x) => x.path === path);
    const hintId = `${id}-${key}-hint`;
    return (
      <div className="field" key={key}>
        <label htmlFor={`${id}-${key}`}>{label}</label>
        <input
          id={`${id}-${key}`}
          type={type}
          value={draft[key]}
          aria-invalid={problem ? true : undefined}
          aria-describedby={hint || problem ? hintId : undefined}
          onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
        />
        {(hint || problem) && (
          <span id={hintId} className={problem ? 'hint hint--error' : 'hint'}>
            {problem ? `${label} ${problemText(problem, locale)}` : hint}
          </span>
        )}
      </div>
    );
  };
  return (
    <dialog ref={dialog} className="proposal-dialog" aria-labelledby={`${id}-title`} data-own-undo onClose={onClose}>
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <h2 id={`${id}-title`}>{w.detailsHeading}</h2>
        <p className="hint">{w.detailsIntro}</p>
        {field('name', w.documentTitle)}
        {field('customer', w.customer)}
        {field('project', w.project)}
        {field('preparedBy', w.preparedBy)}
        {field('date', w.date, w.dateHint, 'date')}
        {field('version', w.version, w.versionHint)}
        <p className="hint proposal-file">{t(w.fileNameExample, { file: exportFileName(next, 'csv') })}</p>
        <div className="proposal-dialog__actions">
          <button type="submit" className="primary">
            {w.save}
          </button>
          <button type="button" onClick={() => dialog.current?.close()}>
            {w.cancel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
