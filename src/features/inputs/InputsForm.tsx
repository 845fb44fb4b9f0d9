import { memo, type ReactNode } from 'react';
import { AdvancedSection } from './AdvancedSection';
import { DataReductionSection, FaultDomainsSection, ProtectionSection, SnapshotsGrowthSection } from './ClusterSettings';
import { NodesSection } from './NodesSection';
import { WorkloadSection } from './WorkloadSection';
import './inputs.css';

/**
 * Every input of one cluster, grouped in the domain's words; there is no submit: results follow
 * each keystroke. Memoised: its sections and inputs subscribe to the parts of the draft they show.
 * `workloadExtra` is what the page adds to the workload section (the inventory import).
 */
export const InputsForm = memo(function InputsForm({ label, workloadExtra }: { label: string; workloadExtra?: ReactNode }) {
  return (
    <form className="inputs" aria-label={label} onSubmit={(e) => e.preventDefault()} noValidate>
      <NodesSection />
      <FaultDomainsSection />
      <ProtectionSection />
      <DataReductionSection />
      <WorkloadSection extra={workloadExtra} />
      <SnapshotsGrowthSection />
      <AdvancedSection />
    </form>
  );
});
