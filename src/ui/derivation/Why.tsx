import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { Figure, InputName } from '../../model/derivation';
import { SOURCE_KINDS } from '../../model/sources';
import { useLocale } from '../locale/LocaleContext';
import { t } from '../locale/t';
import './derivation.css';

/** Formulas and the names of their inputs load as the first "Why?" opens (or is pointed at): the first screen shows none. */
const loadFormula = () => import('./Formula');
const Formula = lazy(() => loadFormula().then((m) => ({ default: m.Formula })));
const Inputs = lazy(() => loadFormula().then((m) => ({ default: m.Inputs })));

interface Props {
  figure: Figure;
  /** What the figure is, in words: "raw capacity". */
  label: string;
}

/** A figure's value followed by its "Why?" disclosure. */
export function FigureValue({ figure, label }: Props) {
  const { fmt } = useLocale();
  return (
    <span className="figure">
      <span className="figure-value">{fmt.figure(figure)}</span> <Why figure={figure} label={label} />
    </span>
  );
}

/**
 * "Why this number": a button that discloses the figure's formula, its inputs with their values
 * and the source, flagging inferred and unverified sources as assumptions.
 */
export function Why({ figure, label }: Props) {
  const { m, fmt } = useLocale();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const value = fmt.figure(figure);
  const d = figure.derivation;
  const kind = SOURCE_KINDS[d.source];
  const assumption = kind === 'infer' || kind === 'unverified';
  // Object.entries widens keys to string; the model only writes names it has units for.
  const inputs = Object.entries(d.inputs) as [InputName, number | string][];
  return (
    <>
      <button
        ref={button}
        type="button"
        className="why"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t(m.derivation.whyLabel, { figure: label, value })}
        onClick={() => setOpen(!open)}
        onPointerEnter={() => void loadFormula()}
        onFocus={() => void loadFormula()}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) setOpen(false);
        }}
      >
        {m.derivation.why}
      </button>
      <span
        id={id}
        role="region"
        aria-label={t(m.derivation.whyLabel, { figure: label, value })}
        className="derivation"
        hidden={!open}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            setOpen(false);
            button.current?.focus();
          }
        }}
      >
        {open && (
          <>
            <span className="derivation-row">
              <span className="derivation-term">{m.derivation.formula}</span>
              <Suspense fallback={<code className="formula">…</code>}>
                <Formula id={d.formula} />
              </Suspense>
              <span className="derivation-result">= {value}</span>
            </span>
            <span className="derivation-row">
              <span className="derivation-term">{m.derivation.inputs}</span>
              {inputs.length ? (
                <Suspense fallback={<span className="derivation-inputs">…</span>}>
                  <Inputs inputs={inputs} unit={figure.unit} />
                </Suspense>
              ) : (
                <span>{m.derivation.noInputs}</span>
              )}
            </span>
            <span className="derivation-row">
              <span className="derivation-term">{m.derivation.source}</span>
              <span>
                {m.sourceTitles[d.source]} <span className={`source-kind source-kind--${kind}`}>{m.sourceKinds[kind]}</span>
              </span>
            </span>
            {assumption && <span className="derivation-note">{m.derivation.assumption}</span>}
            <button
              type="button"
              className="derivation-close"
              onClick={() => {
                setOpen(false);
                button.current?.focus();
              }}
            >
              {m.derivation.close}
            </button>
          </>
        )}
      </span>
    </>
  );
}
