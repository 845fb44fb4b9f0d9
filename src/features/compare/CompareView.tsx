import { useEffect, useMemo, useState } from 'react';
import { COMPARE_EN } from '../../i18n/en/compare';
import { DOCUMENT_PROBLEMS_EN } from '../../i18n/en/documentProblems';
import { compare, type ComparedCluster, configDiff } from '../../model/compare';
import type { SizingConfig } from '../../model/config';
import type { ClusterResult } from '../../model/evaluate';
import { applyVariant, singleCluster, variantApplies, type VariantId } from '../../model/variants';
import { COMPARE_LIMITS, decodeCompareLink, encodeCompareLink } from '../../schema/compareLink';
import type { ProblemDetail } from '../../schema/issues';
import { SHARE_BANNER_EN } from '../../i18n/en/shareBanner';
import { useFeatureTable, useLocale } from '../../ui/locale/LocaleContext';
import { problemText } from '../../ui/locale/problemText';
import { t } from '../../ui/locale/t';
import { CompareTable } from './CompareTable';
import { changeText } from './format';
import { type CompareScenario, type SavedScenario, scenario } from './scenarios';
import { type ClusterEvaluator, useComparedResults } from './useComparedResults';
import './compare.css';

const VARIANTS = Object.keys(COMPARE_EN.variants) as VariantId[];

interface Props {
  /** The page's sizing (valid) and the cluster on screen. */
  current: SizingConfig;
  clusterIndex: number;
  saved: readonly SavedScenario[];
  evaluator: ClusterEvaluator;
  /** The `compare.` fragment the page was opened with, if any. */
  link: string | null;
  onClose: () => void;
}

const asCompared = (c: SizingConfig): ComparedCluster => ({ cluster: c.clusters[0]!, nodeTypes: c.nodeTypes });

/** Keeps the comparison in the address bar, so a reload or a copied address opens it again. */
function useAddress(scenarios: readonly CompareScenario[]): string | null {
  const [fragment, setFragment] = useState<string | null>(null);
  useEffect(() => {
    if (scenarios.length < COMPARE_LIMITS.min) return;
    let live = true;
    void encodeCompareLink(scenarios.map((s) => s.config)).then((e) => {
      if (!live) return;
      setFragment(e.ok ? e.fragment : null);
      if (e.ok) window.history.replaceState(window.history.state, '', window.location.href.replace(/#.*$/, '') + '#' + e.fragment);
    });
    return () => {
      live = false;
    };
  }, [scenarios]);
  return scenarios.length < COMPARE_LIMITS.min ? null : fragment;
}

/** Two to four scenarios side by side: built from the current sizing, saved scenarios and variants, or opened from a link. */
export default function CompareView({ current, clusterIndex, saved, evaluator, link, onClose }: Props) {
  const { m, fmt } = useLocale();
  const documents = useFeatureTable('documentProblems', DOCUMENT_PROBLEMS_EN);
  const w = useFeatureTable('compare', COMPARE_EN);
  const banner = useFeatureTable('shareBanner', SHARE_BANNER_EN);
  const currentName = current.name || w.currentName;
  const fromCurrent = () => scenario(currentName, singleCluster(current, clusterIndex));
  const [scenarios, setScenarios] = useState<CompareScenario[]>(() => (link ? [] : [fromCurrent()]));
  const [broken, setBroken] = useState<ProblemDetail | null>(null);
  useEffect(() => {
    if (!link) return;
    let live = true;
    void decodeCompareLink(link).then((r) => {
      if (!live) return;
      if (!r.ok) {
        setBroken(r.problem);
        setScenarios([fromCurrent()]);
        return;
      }
      setScenarios(
        r.scenarios.map((d, i) =>
          scenario(d.config.name || t(w.unnamed, { n: i + 1 }), singleCluster(d.config, 0), {
            ...(d.ok ? {} : { damage: d }),
            ...(d.config.clusters.length > 1 ? { firstOf: d.config.clusters[0]!.name || d.config.clusters[0]!.id } : {}),
          }),
        ),
      );
    });
    return () => {
      live = false;
    };
    // The link is read once, when the view opens with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [link]);

  const outcomes = useComparedResults(scenarios, evaluator);
  const fragment = useAddress(scenarios);
  const results = scenarios.map((s) => outcomes.get(s.key));
  const done = results.every((o) => o?.state === 'done');
  const comparison = useMemo(() => {
    if (!done || scenarios.length < COMPARE_LIMITS.min) return null;
    const rs = results.map((o) => (o as { result: ClusterResult }).result);
    return { results: rs, comparison: compare(rs) };
    // results follow scenarios and outcomes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done, scenarios, outcomes]);

  const full = scenarios.length >= COMPARE_LIMITS.max;
  const add = (s: CompareScenario) => setScenarios((list) => (list.length >= COMPARE_LIMITS.max ? list : [...list, s]));
  const [savedId, setSavedId] = useState('');
  const [variant, setVariant] = useState<VariantId | ''>('');
  const savedPick = saved.find((s) => s.id === savedId) ?? saved[0];
  const variants = VARIANTS.filter((v) => variantApplies(current, clusterIndex, v));
  const variantPick = variant && variants.includes(variant) ? variant : variants[0];

  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyLink = async () => {
    if (!fragment) return;
    try {
      await navigator.clipboard.writeText(window.location.href.replace(/#.*$/, '') + '#' + fragment);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <div className="compare">
      <p className="compare-intro">{w.intro}</p>
      <div className="compare-actions">
        <button type="button" onClick={onClose}>
          {w.close}
        </button>
        <button type="button" onClick={() => void copyLink()} disabled={!fragment}>
          {w.copyLink}
        </button>
        <button type="button" onClick={() => window.print()} disabled={!comparison}>
          {w.print}
        </button>
        <span aria-live="polite" className="compare-status">
          {copy === 'copied' ? w.copied : copy === 'failed' ? w.copyFailed : ''}
        </span>
      </div>
      {broken && (
        <p role="alert" className="compare-problem">
          {t(w.linkBroken, { message: problemText(broken, { m, fmt }, documents) })}
        </p>
      )}
      {scenarios.some((s) => s.damage) && (
        <div role="alert" className="compare-problem">
          {scenarios.map((s, i) =>
            s.damage ? (
              <div key={s.key}>
                <p>{t(w.scenarioDamaged, { n: i + 1 })}</p>
                <ul>
                  {s.damage.problems.map((p, j) => (
                    <li key={j}>
                      {p.path ? <code>{p.path}</code> : banner.theLink} {problemText(p, { m, fmt }, documents)}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null,
          )}
        </div>
      )}

      <fieldset className="compare-builder">
        <legend>{w.add}</legend>
        {full && <p>{t(w.full, { max: COMPARE_LIMITS.max })}</p>}
        <div className="compare-builder__row">
          <button type="button" disabled={full} onClick={() => add(fromCurrent())}>
            {`${w.addButton}: ${w.addCurrent}`}
          </button>
        </div>
        <div className="compare-builder__row">
          {saved.length === 0 ? (
            <span>{`${w.addSaved}: ${w.noSaved}`}</span>
          ) : (
            <>
              <label htmlFor="compare-saved">{w.addSaved}</label>
              <select id="compare-saved" value={savedPick?.id ?? ''} onChange={(e) => setSavedId(e.target.value)}>
                {saved.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
              <button
                type="button"
                disabled={full || !savedPick}
                onClick={() =>
                  savedPick &&
                  add(
                    scenario(savedPick.name, singleCluster(savedPick.config, 0), {
                      ...(savedPick.config.clusters.length > 1
                        ? { firstOf: savedPick.config.clusters[0]!.name || savedPick.config.clusters[0]!.id }
                        : {}),
                    }),
                  )
                }
              >
                {`${w.addButton}: ${w.addSaved}`}
              </button>
            </>
          )}
        </div>
        <div className="compare-builder__row">
          <label htmlFor="compare-variant">{w.addVariant}</label>
          <select id="compare-variant" value={variantPick ?? ''} onChange={(e) => setVariant(e.target.value as VariantId)}>
            {variants.map((v) => (
              <option key={v} value={v}>
                {w.variants[v]}
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={full || !variantPick}
            onClick={() =>
              variantPick &&
              add(
                scenario(
                  t(w.variantName, { name: currentName, variant: w.variants[variantPick] }),
                  applyVariant(current, clusterIndex, variantPick),
                ),
              )
            }
          >
            {`${w.addButton}: ${w.addVariant}`}
          </button>
        </div>
      </fieldset>

      <ol className="compare-scenarios">
        {scenarios.map((s, i) => {
          const changes = i > 0 ? configDiff(asCompared(scenarios[0]!.config), asCompared(s.config)) : null;
          const outcome = outcomes.get(s.key);
          return (
            <li key={s.key} className="compare-scenario">
              <h3>
                {s.name}
                {i === 0 && <span className="tag">{w.baseline}</span>}
              </h3>
              {s.firstOf && <p className="panel-note">{t(w.firstCluster, { name: s.firstOf })}</p>}
              {outcome?.state === 'failed' && <p role="alert">{w.failed}</p>}
              {changes &&
                (changes.length === 0 ? (
                  <p>{w.sameInputs}</p>
                ) : (
                  <ul className="compare-diff" aria-label={`${w.inputsHeading}: ${s.name}`}>
                    {changes.map((c) => (
                      <li key={c.id}>{changeText(c, w, m, fmt)}</li>
                    ))}
                  </ul>
                ))}
              <div className="compare-scenario__actions">
                {i > 0 && (
                  <button type="button" onClick={() => setScenarios((list) => [s, ...list.filter((x) => x !== s)])}>
                    {t(w.moveFirst, { name: s.name })}
                  </button>
                )}
                <button type="button" onClick={() => setScenarios((list) => list.filter((x) => x !== s))}>
                  {t(w.remove, { name: s.name })}
                </button>
              </div>
            </li>
          );
        })}
      </ol>

      {scenarios.length < COMPARE_LIMITS.min && <p>{w.needTwo}</p>}
      {scenarios.length >= COMPARE_LIMITS.min && !comparison && !results.some((o) => o?.state === 'failed') && (
        <p role="status">{w.calculating}</p>
      )}
      {comparison && <CompareTable scenarios={scenarios} results={comparison.results} comparison={comparison.comparison} />}
    </div>
  );
}
