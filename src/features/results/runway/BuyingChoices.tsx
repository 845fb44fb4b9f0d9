import { useId } from 'react';
import type { Cluster, ExpansionPolicy } from '../../../model/config';
import { buyingPolicy, type BuyingPolicy, CADENCE_CHOICES_MONTHS } from '../../../model/buyingPolicy';
import { nodeStep } from '../../../model/layout';
import type { ExpansionChoice } from '../../../model/runway';
import { RUNWAY_EN } from '../../../i18n/en/runway';
import { useFeatureTable, useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';
import { plural } from '../../../ui/locale/plural';
import { buyingText, cadenceText } from './statements';

/** The fewest nodes a purchase may be set to buy here; the document takes up to 64. */
const MIN_STEP_CHOICES = [1, 2, 3, 4, 6, 8] as const;

interface Props {
  cluster: Cluster;
  horizonMonths: number;
  choices: readonly ExpansionChoice[];
  /** Sets the cluster's buying policy; absent when printing (no controls). */
  edit?: (policy: ExpansionPolicy | undefined) => void;
}

/** The buying policy, set or said, and what each way of buying costs in nodes bought early. */
export function BuyingChoices({ cluster, horizonMonths, choices, edit }: Props) {
  const locale = useLocale();
  const { fmt } = locale;
  const w = useFeatureTable('runway', RUNWAY_EN);
  const id = useId();
  const mine = buyingPolicy(cluster);
  const { nodesPerBlock } = cluster.faultDomains;
  // Blocks of one node round nothing: a note on them would only repeat "whole nodes".
  const roundsToBlocks = nodeStep(cluster.faultDomains) > 1;
  const nodes = (n: number) => t(plural(w.addNodes, n), { n: fmt.number(n) });
  const cadenceWords = (months: number) => cadenceText(locale, months, horizonMonths);
  const choiceWords = (p: BuyingPolicy) =>
    p.minStepNodes > 1
      ? t(w.choiceWithStep, { cadence: cadenceWords(p.cadenceMonths), nodes: nodes(p.minStepNodes) })
      : cadenceWords(p.cadenceMonths);
  // Back to the defaults, the setting leaves the document: it opens and links as it did before it existed.
  const set = (p: BuyingPolicy) =>
    edit?.(
      p.minStepNodes === 1 && p.cadenceMonths === 1
        ? undefined
        : { ...(p.minStepNodes > 1 && { minStepNodes: p.minStepNodes }), ...(p.cadenceMonths > 1 && { cadenceMonths: p.cadenceMonths }) },
    );
  // Purchases fall on months 0, c, 2c... up to the horizon: at most ⌊horizon ÷ c⌋ + 1 of them. The
  // cadences that allow at most 2, 3 or 4 purchases are offered beside the usual ones.
  const purchases = (c: number) => Math.floor(horizonMonths / c) + 1;
  const fewest = [2, 3, 4].map((n) => Math.floor(horizonMonths / n) + 1);
  const offered = [...CADENCE_CHOICES_MONTHS, 24, ...fewest].filter((c) => c <= horizonMonths);
  const cadences = [...new Set<number>([...offered, mine.cadenceMonths])].sort((a, b) => a - b);
  const steps = [...new Set<number>([...MIN_STEP_CHOICES, mine.minStepNodes])].sort((a, b) => a - b);
  return (
    <div className="runway-buying">
      <h4>{w.buyingHeading}</h4>
      <p>{w.buyingIntro}</p>
      {edit ? (
        <div className="runway-buying-controls">
          <label htmlFor={`${id}-cadence`}>{w.cadence}</label>
          <select id={`${id}-cadence`} value={mine.cadenceMonths} onChange={(e) => set({ ...mine, cadenceMonths: Number(e.target.value) })}>
            {cadences.map((c) => (
              <option key={c} value={c}>
                {c === 1 ? cadenceWords(c) : t(w.cadenceAtMost, { cadence: cadenceWords(c), n: fmt.number(purchases(c)) })}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-step`}>{w.minStep}</label>
          <select
            id={`${id}-step`}
            value={mine.minStepNodes}
            aria-describedby={roundsToBlocks ? `${id}-blocks` : undefined}
            onChange={(e) => set({ ...mine, minStepNodes: Number(e.target.value) })}
          >
            {steps.map((n) => (
              <option key={n} value={n}>
                {nodes(n)}
              </option>
            ))}
          </select>
          {roundsToBlocks && (
            <span id={`${id}-blocks`} className="runway-note">
              {t(w.minStepBlocks, { n: nodesPerBlock })}
            </span>
          )}
        </div>
      ) : (
        <p>{buyingText(locale, mine, horizonMonths)}</p>
      )}
      {choices.length > 0 && (
        <table className="runway-choices stack-table" data-testid="runway-choices">
          <caption className="visually-hidden">{w.choicesCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{w.choice}</th>
              {[w.events, w.nodesAtEnd, w.earlyNodeMonths, w.extraNodes].map((h) => (
                <th key={h} scope="col" className="num">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {choices.map((c) => {
              const chosen = c.policy.cadenceMonths === mine.cadenceMonths && c.policy.minStepNodes === mine.minStepNodes;
              return (
                <tr
                  key={`${c.policy.cadenceMonths}-${c.policy.minStepNodes}`}
                  className={chosen ? 'runway-choice--chosen' : undefined}
                  data-cadence={c.policy.cadenceMonths}
                  data-min-step={c.policy.minStepNodes}
                >
                  <th scope="row">
                    {choiceWords(c.policy)}
                    {chosen && <span className="tag">{w.chosen}</span>}
                  </th>
                  <td className="num" data-label={w.events}>
                    {fmt.number(c.events)}
                  </td>
                  <td className="num" data-label={w.nodesAtEnd}>
                    {c.plan.holds ? fmt.number(c.nodesAtEnd) : w.choiceFails}
                  </td>
                  <td className="num" data-label={w.earlyNodeMonths}>
                    {c.nodeMonthsEarly === null ? '—' : fmt.number(c.nodeMonthsEarly)}
                  </td>
                  <td className="num" data-label={w.extraNodes}>
                    {c.extraNodes === null ? '—' : fmt.number(c.extraNodes)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
