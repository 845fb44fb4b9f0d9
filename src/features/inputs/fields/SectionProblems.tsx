import { useProblemsAt } from '../DraftContext';
import type { FieldPath } from '../../../document/intents';
import { FieldMessages } from '../../../ui/fields/FieldMessages';
import { formatPath } from '../../../schema/paths';
import { fieldId } from '../../../ui/fieldIds';

/** Problems that belong to a whole list or section rather than one input (e.g. no nodes at all). */
export function SectionProblems({ path, label }: { path: FieldPath; label: string }) {
  const problems = useProblemsAt(formatPath(path));
  return <FieldMessages id={`${fieldId(path)}-error`} label={label} problems={problems} />;
}
