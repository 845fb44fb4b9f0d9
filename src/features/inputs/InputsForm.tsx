import { memo } from 'react';
import { AdvancedSection, DataReductionSection, FaultDomainsSection, ProtectionSection, SnapshotsGrowthSection } from './ClusterSettings';
import { NodesSection } from './NodesSection';
import { WorkloadSection } from './WorkloadSection';
import './inputs.css';

/**
 * Every input of one cluster, grouped in the domain's words; there is no submit: results follow
 * each keystroke. Memoised: its sections and inputs subscribe to the parts of the draft they show.
 */
export const InputsForm = memo(function InputsForm({ label }: { label: string }) {
  return (
    <form className="inputs" aria-label={label} onSubmit={(e) => e.preventDefault()} noValidate>
      <NodesSection />
      <FaultDomainsSection />
      <ProtectionSection />
      <DataReductionSection />
      <WorkloadSection />
      <SnapshotsGrowthSection />
      <AdvancedSection />
    </form>
  );
});
