import type { FailureStep, NodeType, VmGroup } from '../model/config';

/** A field's place in the config document, as parseConfig reports it: keys and array indices. */
export type FieldPath = readonly (string | number)[];

/**
 * What the inputs ask the app to do. New entities carry their display names because names are
 * user data written in the user's language; ids are chosen by the state.
 */
export type Intent =
  | { type: 'setField'; path: FieldPath; value: unknown }
  /** `values` starts the group from a workload profile instead of the blank group's. */
  | { type: 'addVmGroup'; clusterIndex: number; name: string; values?: Omit<VmGroup, 'id' | 'name'> }
  | { type: 'duplicateVmGroup'; clusterIndex: number; vmGroupId: string; name: string }
  | { type: 'removeVmGroup'; clusterIndex: number; vmGroupId: string }
  /** An imported inventory: the cluster's VM groups replaced in one step (one undo), fresh ids given. */
  | { type: 'replaceVmGroups'; clusterIndex: number; vmGroups: Omit<VmGroup, 'id'>[] }
  | { type: 'addNodes'; clusterIndex: number; nodeTypeId: string }
  | { type: 'removeNodes'; clusterIndex: number; nodeTypeId: string }
  | { type: 'duplicateNodeType'; clusterIndex: number; nodeTypeId: string; name: string }
  | { type: 'deleteNodeType'; nodeTypeId: string }
  /** A node type of the user's own (a catalogue entry copied), added to the list and to no cluster. */
  | { type: 'addNodeType'; nodeType: Omit<NodeType, 'id'> }
  | { type: 'addDrive'; nodeTypeId: string }
  | { type: 'removeDrive'; nodeTypeId: string; index: number }
  | { type: 'addFailureStep'; clusterIndex: number; step: FailureStep }
  | { type: 'removeFailureStep'; clusterIndex: number; index: number }
  | { type: 'clearFailurePlan'; clusterIndex: number }
  /**
   * "Use this size": the cluster becomes `nodes` nodes of the recommended type, in one step; with
   * `headroomAuto` its headroom becomes auto too, where a fixed N+k was below the rule at that size.
   */
  | { type: 'applyRecommendation'; clusterIndex: number; nodeTypeId: string; nodes: number; headroomAuto?: boolean }
  /** A cluster of the plan: `clusterIndex` is the one on screen, whose recommended type a new cluster starts with. */
  | { type: 'addCluster'; clusterIndex: number; name: string }
  | { type: 'duplicateCluster'; clusterIndex: number; name: string }
  | { type: 'removeCluster'; clusterIndex: number }
  // Protection between clusters is edited with `setField` intents on `protections` and a cluster's
  // `site`, built by src/document/protection.ts: its code loads with the plan summary, not the page.
  /** Several intents as one step of the history (the quick calculator's sizing taken over). */
  | { type: 'batch'; intents: Intent[] };

export type Dispatch = (intent: Intent) => void;

/** A keystroke's change: one field set to what was typed. */
export type TypedIntent = Extract<Intent, { type: 'setField' }>;
