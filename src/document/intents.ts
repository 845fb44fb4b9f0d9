import type { FailureStep } from '../model/config';

/** A field's place in the config document, as parseConfig reports it: keys and array indices. */
export type FieldPath = readonly (string | number)[];

/**
 * What the inputs ask the app to do. New entities carry their display names because names are
 * user data written in the user's language; ids are chosen by the state.
 */
export type Intent =
  | { type: 'setField'; path: FieldPath; value: unknown }
  | { type: 'addVmGroup'; clusterIndex: number; name: string }
  | { type: 'duplicateVmGroup'; clusterIndex: number; vmGroupId: string; name: string }
  | { type: 'removeVmGroup'; clusterIndex: number; vmGroupId: string }
  | { type: 'addNodes'; clusterIndex: number; nodeTypeId: string }
  | { type: 'removeNodes'; clusterIndex: number; nodeTypeId: string }
  | { type: 'duplicateNodeType'; clusterIndex: number; nodeTypeId: string; name: string }
  | { type: 'deleteNodeType'; nodeTypeId: string }
  | { type: 'addDrive'; nodeTypeId: string }
  | { type: 'removeDrive'; nodeTypeId: string; index: number }
  | { type: 'addFailureStep'; clusterIndex: number; step: FailureStep }
  | { type: 'removeFailureStep'; clusterIndex: number; index: number }
  | { type: 'clearFailurePlan'; clusterIndex: number };

export type Dispatch = (intent: Intent) => void;
