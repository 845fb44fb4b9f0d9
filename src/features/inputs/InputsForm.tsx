import { type ComponentType, memo, type ReactNode, Suspense } from 'react';
import { AdvancedSection } from './AdvancedSection';
import { NodesSection } from './NodesSection';
import { useLocale } from '../../ui/locale/LocaleContext';
import { lazyPart } from '../../ui/reveal/lazyPart';
import { WhenReached } from '../../ui/reveal/WhenReached';
import './inputs.css';

/** The sections below the first screen: their code arrives as they are reached (src/ui/reveal). */
const settings = () => import('./ClusterSettings');
const FaultDomains = lazyPart(() => settings().then((c) => c.FaultDomainsSection));
const Protection = lazyPart(() => settings().then((c) => c.ProtectionSection));
const DataReduction = lazyPart(() => settings().then((c) => c.DataReductionSection));
const SnapshotsGrowth = lazyPart(() => settings().then((c) => c.SnapshotsGrowthSection));
const Workload = lazyPart(() => import('./WorkloadSection').then((c) => c.WorkloadSection));

/** Every section's code, fetched now: a page drawn whole at once (a test) does not wait for it. */
export const loadInputSections = (): Promise<unknown> =>
  Promise.all([FaultDomains, Protection, DataReduction, SnapshotsGrowth, Workload].map((p) => p.load()));

/**
 * Every input of one cluster, grouped in the domain's words; there is no submit: results follow
 * each keystroke. Memoised: its sections and inputs subscribe to the parts of the draft they show.
 * `workloadExtra` is what the page adds to the workload section (the inventory import).
 */
export const InputsForm = memo(function InputsForm({ label, workloadExtra }: { label: string; workloadExtra?: ReactNode }) {
  const { m } = useLocale();
  const s = m.sections;
  return (
    <form className="inputs" aria-label={label} onSubmit={(e) => e.preventDefault()} noValidate>
      <NodesSection />
      <Later id="fault-domains" title={s.faultDomains} part={FaultDomains} />
      <Later id="protection" title={s.protection} part={Protection} />
      <Later id="data-reduction" title={s.dataReduction} part={DataReduction} />
      <Later id="workload" title={s.workload} part={Workload} props={{ extra: workloadExtra }} />
      <Later id="snapshots-growth" title={`${s.snapshots} · ${s.growth}`} part={SnapshotsGrowth} />
      <AdvancedSection />
    </form>
  );
});

interface LaterProps<P extends object> {
  id: string;
  title: string;
  part: { load(): Promise<unknown>; Part: ComponentType<P> };
  props?: P;
}

/** A section below the first screen: its legend stands in for it until the user reaches it and its code is in. */
function Later<P extends object>({ id, title, part, props }: LaterProps<P>) {
  const stand = (ref?: (el: HTMLElement | null) => void) => (
    <fieldset ref={ref} className="group group--stand" data-stand={id}>
      <legend>{title}</legend>
    </fieldset>
  );
  return (
    <WhenReached id={`inputs-${id}`} load={part.load} stand={stand}>
      {() => (
        <Suspense fallback={stand()}>
          <part.Part {...(props ?? ({} as P))} />
        </Suspense>
      )}
    </WhenReached>
  );
}
