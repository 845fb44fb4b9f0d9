import type { DriveGroup, NodeType, SizingConfig, VmGroup } from '../model/config';
import { defaultConfig, newVmGroup } from '../model/defaultConfig';
import type { Problem } from '../schema/issues';
import { type ParseResult, parseConfig } from '../schema/parse';
import type { CapacityUnit } from '../i18n/numbers';
import type { Intent } from '../features/inputs/intents';
import { setInDraft as setIn } from '../features/inputs/draftOps';

export interface UiPrefs {
  capacityUnit: CapacityUnit;
  /** Which cluster of the document the page shows. */
  clusterIndex: number;
}

/**
 * The page's whole state: one sizing document and the UI preferences. The draft is what the user
 * typed (a leaf may hold raw text that is not a valid number yet); `valid` is the last draft that
 * passed parseConfig, which is what the results show while the draft has problems.
 */
export interface SizingState {
  draft: SizingConfig;
  valid: SizingConfig;
  problems: Problem[];
  prefs: UiPrefs;
}

export type Action =
  | Intent
  | { type: 'replaceConfig'; config: SizingConfig }
  | { type: 'setCapacityUnit'; unit: CapacityUnit }
  | { type: 'selectCluster'; index: number };

export function initialState(config: SizingConfig = defaultConfig(), prefs: Partial<UiPrefs> = {}): SizingState {
  const parsed = parseConfig(config);
  return {
    draft: config,
    valid: parsed.ok ? parsed.config : config,
    problems: parsed.ok ? [] : parsed.problems,
    prefs: { capacityUnit: 'TiB', clusterIndex: 0, ...prefs },
  };
}

/**
 * The page reopening a saved document: its valid config and, when the user left a half-typed
 * value, the draft they were editing. Stored data may have been changed by hand, so the draft is
 * taken only when its problems all sit at fields (text or numbers the form shows with a message,
 * where the config holds no section or list); a draft broken in its structure is left out and the
 * valid config opens.
 */
export function restoredState(config: SizingConfig, draft: unknown, prefs: Partial<UiPrefs> = {}): SizingState {
  const base = initialState(config, prefs);
  if (draft === undefined || typeof draft !== 'object' || draft === null || Array.isArray(draft)) return base;
  const parsed = parseConfig(draft);
  if (parsed.ok) return { ...base, draft: parsed.config, valid: parsed.config, problems: [] };
  const atFields = parsed.problems.every((p) => {
    const value = valueAt(draft, p.path);
    const was = valueAt(config, p.path);
    const leaf = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
    return p.path !== '' && leaf && (typeof was !== 'object' || was === null);
  });
  return atFields ? { ...base, draft: draft as SizingConfig, problems: parsed.problems } : base;
}

/** The value at a problem's path (`clusters[0].nodes[1].count`), or undefined. */
function valueAt(doc: unknown, path: string): unknown {
  let node = doc;
  for (const m of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (typeof node !== 'object' || node === null) return undefined;
    const key = m[2] !== undefined ? Number(m[2]) : m[1]!;
    if (!Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

export function sizingReducer(state: SizingState, action: Action): SizingState {
  switch (action.type) {
    case 'setCapacityUnit':
      return { ...state, prefs: { ...state.prefs, capacityUnit: action.unit } };
    case 'selectCluster':
      return { ...state, prefs: { ...state.prefs, clusterIndex: clamp(action.index, state.draft.clusters.length) } };
    case 'replaceConfig':
      return withDraft({ ...state, prefs: { ...state.prefs, clusterIndex: 0 } }, action.config);
    default: {
      const draft = applyIntent(state.draft, action);
      return draft === state.draft ? state : withDraft(state, draft);
    }
  }
}

function withDraft(state: SizingState, draft: SizingConfig): SizingState {
  const parsed = parseConfig(draft);
  return parsed.ok ? { ...state, draft, valid: parsed.config, problems: [] } : { ...state, draft, problems: parsed.problems };
}

const clamp = (i: number, length: number) => Math.max(0, Math.min(length - 1, i));

/** Ids are never reused or taken from positions, so share links and warnings keep pointing at the same thing. */
export function nextId(prefix: string, ids: readonly string[]): string {
  const pattern = new RegExp(`^${prefix}(\\d+)$`);
  let max = 0;
  for (const id of ids) {
    const m = pattern.exec(id);
    if (m) max = Math.max(max, Number(m[1]));
  }
  return `${prefix}${max + 1}`;
}

function applyIntent(doc: SizingConfig, intent: Intent): SizingConfig {
  switch (intent.type) {
    case 'setField':
      return setIn(doc, intent.path, intent.value);
    case 'addVmGroup': {
      const id = nextId('g', allVmGroupIds(doc));
      return updateGroups(doc, intent.clusterIndex, (groups) => [...groups, { ...newVmGroup(id), name: intent.name }]);
    }
    case 'duplicateVmGroup': {
      const id = nextId('g', allVmGroupIds(doc));
      return updateGroups(doc, intent.clusterIndex, (groups) => {
        const i = groups.findIndex((g) => g.id === intent.vmGroupId);
        if (i === -1) return groups;
        const copy: VmGroup = { ...structuredClone(groups[i]!), id, name: intent.name };
        return [...groups.slice(0, i + 1), copy, ...groups.slice(i + 1)];
      });
    }
    case 'removeVmGroup':
      return updateGroups(doc, intent.clusterIndex, (groups) => groups.filter((g) => g.id !== intent.vmGroupId));
    case 'addNodes': {
      const cluster = doc.clusters[intent.clusterIndex];
      if (!cluster || cluster.nodes.some((n) => n.nodeTypeId === intent.nodeTypeId)) return doc;
      // A type added to a mixed cluster needs at least RF nodes of its own.
      const count = typeof cluster.protection.rf === 'number' ? cluster.protection.rf : 2;
      return setIn(doc, ['clusters', intent.clusterIndex, 'nodes'], [...cluster.nodes, { nodeTypeId: intent.nodeTypeId, count }]);
    }
    case 'removeNodes': {
      const cluster = doc.clusters[intent.clusterIndex];
      if (!cluster || cluster.nodes.length <= 1) return doc;
      return setIn(doc, ['clusters', intent.clusterIndex, 'nodes'], cluster.nodes.filter((n) => n.nodeTypeId !== intent.nodeTypeId));
    }
    case 'duplicateNodeType': {
      const i = doc.nodeTypes.findIndex((t) => t.id === intent.nodeTypeId);
      const cluster = doc.clusters[intent.clusterIndex];
      if (i === -1 || !cluster) return doc;
      const id = nextId('t', doc.nodeTypes.map((t) => t.id));
      // A copy is the user's own type, no longer the catalogue entry it came from.
      const copy: NodeType = { ...structuredClone(doc.nodeTypes[i]!), id, name: intent.name, catalogueId: undefined };
      delete copy.catalogueId;
      const withType = setIn(doc, ['nodeTypes'], [...doc.nodeTypes.slice(0, i + 1), copy, ...doc.nodeTypes.slice(i + 1)]);
      // Starts at zero nodes so the cluster's sizing is unchanged until the user moves nodes over.
      return setIn(withType, ['clusters', intent.clusterIndex, 'nodes'], [...cluster.nodes, { nodeTypeId: id, count: 0 }]);
    }
    case 'deleteNodeType': {
      const used = doc.clusters.some((c) => c.recommendNodeTypeId === intent.nodeTypeId || c.nodes.some((n) => n.nodeTypeId === intent.nodeTypeId));
      if (used || doc.nodeTypes.length <= 1) return doc;
      return setIn(doc, ['nodeTypes'], doc.nodeTypes.filter((t) => t.id !== intent.nodeTypeId));
    }
    case 'addDrive':
      return updateDrives(doc, intent.nodeTypeId, (drives) => [...drives, { tier: 'ssd', count: 1, sizeTB: 3.84, selfEncrypting: false }]);
    case 'removeDrive':
      return updateDrives(doc, intent.nodeTypeId, (drives) => drives.filter((_, i) => i !== intent.index));
  }
}

function allVmGroupIds(doc: SizingConfig): string[] {
  return doc.clusters.flatMap((c) => c.workload.vmGroups.map((g) => g.id));
}

function updateGroups(doc: SizingConfig, clusterIndex: number, f: (groups: VmGroup[]) => VmGroup[]): SizingConfig {
  const cluster = doc.clusters[clusterIndex];
  if (!cluster) return doc;
  return setIn(doc, ['clusters', clusterIndex, 'workload', 'vmGroups'], f(cluster.workload.vmGroups));
}

function updateDrives(doc: SizingConfig, nodeTypeId: string, f: (drives: DriveGroup[]) => DriveGroup[]): SizingConfig {
  const i = doc.nodeTypes.findIndex((t) => t.id === nodeTypeId);
  if (i === -1) return doc;
  return setIn(doc, ['nodeTypes', i, 'drives'], f(doc.nodeTypes[i]!.drives));
}

export type Listener = (state: SizingState, previous: SizingState) => void;

/**
 * The state behind the page, outside React so that share links and saved sessions can read it,
 * replace the whole document and follow every change.
 */
export interface SizingStore {
  getState(): SizingState;
  dispatch(action: Action): void;
  subscribe(listener: Listener): () => void;
  /** Validates and, when valid, replaces the document; returns the problems otherwise. */
  replaceConfig(input: unknown): ParseResult;
}

export function createSizingStore(state: SizingState = initialState()): SizingStore {
  const listeners = new Set<Listener>();
  const dispatch = (action: Action) => {
    const previous = state;
    state = sizingReducer(state, action);
    if (state !== previous) for (const l of [...listeners]) l(state, previous);
  };
  return {
    getState: () => state,
    dispatch,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    replaceConfig(input) {
      const parsed = parseConfig(input);
      if (parsed.ok) dispatch({ type: 'replaceConfig', config: parsed.config });
      return parsed;
    },
  };
}
