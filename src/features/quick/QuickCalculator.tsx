import { useEffect, useId, useRef, useState } from 'react';
import { QUICK_EN } from '../../i18n/en/quick';
import { parseNumber } from '../../schema/numberText';
import type { Dispatch } from '../../document/intents';
import { takeQuickSizing } from '../../document/quick';
import type { Cluster, DriveTier, SizingConfig } from '../../model/config';
import { evaluate } from '../../model/evaluate';
import { defaultQuickInput, HEADROOM_OPTIONS, QUICK_TIERS, type QuickInput, type HeadroomOption, quickRows } from '../../model/quick';
import { DEFAULTS } from '../../model/defaults';
import { parseQuickInput } from '../../schema/quick';
import { parsePath, setAt } from '../../schema/paths';
import { allowedRangeWords, isRange, type RangeProblem } from '../../ui/rangeWords';
import { FigureValue } from '../../ui/derivation/Why';
import { NumberInput } from '../../ui/fields/NumberInput';
import { useFeatureTable, useLocale } from '../../ui/locale/LocaleContext';
import { problemText } from '../../ui/locale/problemText';
import { t } from '../../ui/locale/t';
import './quick.css';

interface Props {
  /** The document the inputs are carried into, its cluster on screen, and where the edits go. */
  draft: SizingConfig;
  clusterIndex: number;
  /** The reservations of that cluster as last validated: the rows size with them; the defaults without. */
  overheads?: Cluster['overheads'];
  dispatch: Dispatch;
  /** After the inputs are carried over: back to the full sizing. */
  onTaken: () => void;
}

type Texts = Record<`${DriveTier}.${'count' | 'sizeTB'}` | 'nodes' | 'coldShare', string>;

const EFFICIENCIES = ['1', '1.5', '2'];
const optionKey = (p: HeadroomOption) => String(p);

function textsOf(input: QuickInput): Texts {
  return {
    'nvme.count': String(input.drives.nvme.count),
    'nvme.sizeTB': String(input.drives.nvme.sizeTB),
    'ssd.count': String(input.drives.ssd.count),
    'ssd.sizeTB': String(input.drives.ssd.sizeTB),
    'hdd.count': String(input.drives.hdd.count),
    'hdd.sizeTB': String(input.drives.hdd.sizeTB),
    nodes: String(input.nodes),
    coldShare: String(input.coldShare * 100),
  };
}

/** A typed number, or NaN for the schema to refuse by field: never a silent zero. */
const num = (text: string): number => parseNumber(text) ?? NaN;

/** The DesignBrews-style short form: drives first, an answer for every headroom option at once. */
export default function QuickCalculator({ draft, clusterIndex, overheads, dispatch, onTaken }: Props) {
  const { fmt, m } = useLocale();
  const q = useFeatureTable('quick', QUICK_EN);
  const id = useId();
  const [texts, setTexts] = useState<Texts>(() => textsOf(defaultQuickInput()));
  const [rf, setRf] = useState<2 | 3>(2);
  const [efficiency, setEfficiency] = useState('1.5');
  const [ecx, setEcx] = useState(false);
  const [downstroked, setDownstroked] = useState(() => (overheads?.downstrokeGiBPerSsd ?? 1) > 0);
  const [takeHeadroom, setTakeHeadroom] = useState<HeadroomOption>('auto');
  // Opened from the page header, the calculator takes the screen: on a phone its answer is then the first screen.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    root.current?.parentElement?.scrollIntoView?.({ block: 'start' });
  }, []);

  const candidate = {
    drives: Object.fromEntries(
      QUICK_TIERS.map((tier) => [tier, { count: num(texts[`${tier}.count`]), sizeTB: num(texts[`${tier}.sizeTB`]) }]),
    ),
    nodes: num(texts.nodes),
    rf,
    ecx,
    coldShare: num(texts.coldShare) / 100,
    efficiency: Number(efficiency),
    downstroked,
  };
  const parsed = parseQuickInput(candidate);
  const [lastValid, setLastValid] = useState<QuickInput>(defaultQuickInput);
  if (parsed.ok && JSON.stringify(parsed.input) !== JSON.stringify(lastValid)) setLastValid(parsed.input);
  const input = parsed.ok ? parsed.input : lastValid;
  const rows = quickRows(input, evaluate, overheads);
  const problems = parsed.ok ? [] : parsed.problems;
  const problemAt = (path: string) => problems.find((p) => p.path === path);

  const labelOf = (key: keyof Texts): string => {
    const [tier, what] = key.split('.') as [DriveTier, 'count' | 'sizeTB' | undefined];
    if (what) return t(what === 'count' ? q.countOf : q.sizeOf, { tier: q.tiers[tier] });
    return key === 'nodes' ? q.nodes : q.coldShare;
  };
  // The whole range, for a field that holds no number or one outside it; the share is typed in %.
  const rangeAt = (key: keyof Texts, path: string): string | null => {
    const refused = (probe: number) => {
      const r = parseQuickInput(setAt(candidate, parsePath(path), probe));
      return r.ok ? null : (r.problems.find((p): p is RangeProblem => p.path === path && isRange(p)) ?? null);
    };
    return allowedRangeWords(refused, key === 'coldShare' ? { scale: 100, unit: '%' } : {}, fmt, m);
  };
  const field = (key: keyof Texts, path: string, label?: string) => {
    const problem = problemAt(path);
    const range = problem && (isRange(problem) || Number.isNaN(num(texts[key]))) ? rangeAt(key, path) : null;
    const errorId = `${id}-${key}-error`;
    return (
      <>
        <NumberInput
          id={`${id}-${key}`}
          value={texts[key]}
          onChange={(e) => setTexts((x) => ({ ...x, [key]: e.target.value }))}
          aria-label={label}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
        />
        {problem && (
          <span id={errorId} className="quick-error">
            {Number.isNaN(num(texts[key])) && range
              ? t(m.problems.range, { label: labelOf(key), range })
              : t(q.problem, {
                  field: labelOf(key),
                  message: range ?? (Number.isNaN(num(texts[key])) ? q.notNumber : problemText(problem, { m, fmt })),
                })}
          </span>
        )}
      </>
    );
  };
  const optionName = (p: HeadroomOption, held: number) => t(q.headroomOptions[optionKey(p)]!, { k: held });
  const drivesName = () => {
    const parts = QUICK_TIERS.filter((tier) => input.drives[tier].count > 0).map((tier) =>
      t(q.drivesWord, { count: input.drives[tier].count, size: fmt.number(input.drives[tier].sizeTB, 2), tier: q.tiers[tier] }),
    );
    return t(q.nodeTypeName, { drives: parts.length ? parts.join(' + ') : q.noDrives });
  };

  return (
    <div className="quick" ref={root}>
      <p className="panel-note">{q.intro}</p>
      <form className="quick-form" onSubmit={(e) => e.preventDefault()}>
        <table className="quick-drives">
          <caption>{q.drivesCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{q.tier}</th>
              <th scope="col">{q.count}</th>
              <th scope="col">{q.sizeTB}</th>
            </tr>
          </thead>
          <tbody>
            {QUICK_TIERS.map((tier) => (
              <tr key={tier}>
                <th scope="row">{q.tiers[tier]}</th>
                <td>{field(`${tier}.count`, `drives.${tier}.count`, labelOf(`${tier}.count`))}</td>
                <td>{field(`${tier}.sizeTB`, `drives.${tier}.sizeTB`, labelOf(`${tier}.sizeTB`))}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="quick-settings">
          <div className="field">
            <label htmlFor={`${id}-nodes`}>{q.nodes}</label>
            {field('nodes', 'nodes')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-rf`}>{q.rf}</label>
            <select id={`${id}-rf`} value={rf} onChange={(e) => setRf(e.target.value === '3' ? 3 : 2)}>
              <option value="2">RF2</option>
              <option value="3">RF3</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-eff`}>{q.efficiency}</label>
            <select id={`${id}-eff`} value={efficiency} onChange={(e) => setEfficiency(e.target.value)}>
              {EFFICIENCIES.map((x) => (
                <option key={x} value={x}>
                  {q.efficiencies[x]}
                </option>
              ))}
            </select>
          </div>
          <div className="field quick-check">
            <input id={`${id}-ecx`} type="checkbox" checked={ecx} onChange={(e) => setEcx(e.target.checked)} />
            <label htmlFor={`${id}-ecx`}>{q.ecx}</label>
          </div>
          {ecx && (
            <div className="field">
              <label htmlFor={`${id}-coldShare`}>{q.coldShare}</label>
              {field('coldShare', 'coldShare')}
            </div>
          )}
          <div className="field quick-check">
            <input id={`${id}-ds`} type="checkbox" checked={downstroked} onChange={(e) => setDownstroked(e.target.checked)} />
            <label htmlFor={`${id}-ds`}>
              {t(q.downstroked, { gib: fmt.number(overheads?.downstrokeGiBPerSsd || DEFAULTS.downstrokeGiBPerSsd.value) })}
            </label>
          </div>
        </div>
      </form>
      {!parsed.ok && (
        <p className="quick-stale" role="status">
          {q.stale}
        </p>
      )}
      <table className="quick-results">
        <caption className="visually-hidden">{q.resultsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{q.headroomColumn}</th>
            <th scope="col">{q.extentStore}</th>
            <th scope="col">{q.usable}</th>
            <th scope="col">{q.effective}</th>
            <th scope="col">{q.mayUse}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const name = optionName(r.headroom, r.heldBack);
            return (
              <tr key={optionKey(r.headroom)} data-headroom={optionKey(r.headroom)}>
                <th scope="row">
                  {name}
                  <span className="quick-held">{t(q.heldBack, { n: fmt.number(r.heldBack, 0) })}</span>
                </th>
                <td data-label={q.extentStore}>
                  <FigureValue figure={r.extentStore} label={`${q.extentStore}, ${name}`} />
                </td>
                <td data-label={q.usable}>
                  <FigureValue figure={r.usable} label={`${q.usable}, ${name}`} />
                </td>
                <td data-label={q.effective}>
                  <FigureValue figure={r.effective} label={`${q.effective}, ${name}`} />
                </td>
                <td data-label={q.mayUse}>
                  <FigureValue figure={r.mayUse} label={`${q.mayUse}, ${name}`} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="quick-take">
        <div className="field">
          <label htmlFor={`${id}-take`}>{q.takeHeadroom}</label>
          <select
            id={`${id}-take`}
            value={optionKey(takeHeadroom)}
            onChange={(e) => setTakeHeadroom(HEADROOM_OPTIONS.find((p) => optionKey(p) === e.target.value) ?? 'auto')}
          >
            {rows.map((r) => (
              <option key={optionKey(r.headroom)} value={optionKey(r.headroom)}>
                {optionName(r.headroom, r.heldBack)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="primary"
          disabled={!parsed.ok}
          aria-describedby={`${id}-take-hint`}
          onClick={() => {
            const taken = takeQuickSizing(draft, clusterIndex, input, takeHeadroom, drivesName());
            if (taken) dispatch(taken);
            onTaken();
          }}
        >
          {q.take}
        </button>
        <p id={`${id}-take-hint`} className="hint">
          {q.takeHint}
        </p>
      </div>
    </div>
  );
}
