/**
 * Share-link format 1: a compact form of a config, written before DEFLATE so that links stay short.
 *
 * FROZEN. A link made by any release must open with the same inputs in every later release, so
 * nothing in this file may change meaning: not the base document, not the tuple layouts, not the
 * enum orders. A new compact form gets a new format number (a new file) and this one stays to
 * read old links; their documents then go through the schema migrations like any other.
 *
 * The compact form is the config's difference from BASE_V1 (the default sizing as it was when
 * this format was made), with three devices:
 * - objects list only the fields that differ from the base; `null` removes a field the base has
 *   (no config field is ever null, so the marker is unambiguous);
 * - keyed lists (node types, clusters) hold, per member, the bare id when the member equals the
 *   base member of that id, or its difference from that member (from the list's first base
 *   member when the id is new), always with its id;
 * - tabular lists (VM groups, drives, node counts) are arrays of positional tuples, enum values as
 *   their index, booleans as 0/1, trailing fields dropped when they hold the default, and a VM
 *   group id written as 0 when it is the previous group's id with its number plus one.
 */

import { jsonEqual } from './json';
import { isRecord } from './paths';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };

/** The default sizing on the day format 1 was made. Never edit: see above. */
export const BASE_V1: Obj = {
  schemaVersion: 1,
  name: 'Small general-purpose cluster',
  nodeTypes: [
    {
      id: 'hybrid',
      name: 'Hybrid 2×16c, 512 GiB, 2×3.84 TB SSD + 6×8 TB HDD',
      catalogueId: 'generic-hybrid',
      sockets: 2,
      coresPerSocket: 16,
      ghz: 2.8,
      cpuFactor: 1,
      ramGiB: 512,
      drives: [
        { tier: 'ssd', count: 2, sizeTB: 3.84, selfEncrypting: false },
        { tier: 'hdd', count: 6, sizeTB: 8, selfEncrypting: false },
      ],
      nicGbps: 50,
      role: 'hci',
    },
    {
      id: 'all-flash',
      name: 'All-flash 2×24c, 768 GiB, 6×3.84 TB SSD',
      catalogueId: 'generic-all-flash',
      sockets: 2,
      coresPerSocket: 24,
      ghz: 2.8,
      cpuFactor: 1,
      ramGiB: 768,
      drives: [{ tier: 'ssd', count: 6, sizeTB: 3.84, selfEncrypting: false }],
      nicGbps: 50,
      role: 'hci',
    },
    {
      id: 'all-nvme',
      name: 'All-NVMe 2×32c, 1024 GiB, 8×7.68 TB NVMe',
      catalogueId: 'generic-all-nvme',
      sockets: 2,
      coresPerSocket: 32,
      ghz: 2.9,
      cpuFactor: 1.1,
      ramGiB: 1024,
      drives: [{ tier: 'nvme', count: 8, sizeTB: 7.68, selfEncrypting: false }],
      nicGbps: 100,
      role: 'hci',
    },
    {
      id: 'storage-dense',
      name: 'Storage-only 1×16c, 256 GiB, 2×3.84 TB SSD + 12×18 TB HDD',
      catalogueId: 'generic-storage-only',
      sockets: 1,
      coresPerSocket: 16,
      ghz: 2.6,
      cpuFactor: 1,
      ramGiB: 256,
      drives: [
        { tier: 'ssd', count: 2, sizeTB: 3.84, selfEncrypting: false },
        { tier: 'hdd', count: 12, sizeTB: 18, selfEncrypting: false },
      ],
      nicGbps: 50,
      role: 'storage-only',
    },
    {
      id: 'compute',
      name: 'Compute-only 2×32c, 1024 GiB',
      catalogueId: 'generic-compute-only',
      sockets: 2,
      coresPerSocket: 32,
      ghz: 2.9,
      cpuFactor: 1.1,
      ramGiB: 1024,
      drives: [],
      nicGbps: 50,
      role: 'compute-only',
    },
  ],
  clusters: [
    {
      id: 'c1',
      name: 'Cluster 1',
      nodes: [{ nodeTypeId: 'all-flash', count: 5 }],
      faultDomains: { awareness: 'node', nodesPerBlock: 1, blocksPerRack: 4 },
      protection: { rf: 2, ecx: { enabled: false, coldShare: 0.5, savingsRealised: 0.5 } },
      headroom: { mode: 'auto', fixedDomains: 1, surviveSecondFailure: false, selfHealGoal: 'restore-fault-tolerance' },
      dataReduction: { compressionRatio: 1.5, dedupRatio: 1, applicationEncryption: false },
      overheads: {
        cvmCores: 'auto',
        cvmRamGiB: 32,
        cvmRamAddOns: true,
        homeGiBPerDevice: 60,
        homeDevices: 2,
        metadataGiBPerDevice: 15,
        metadataMaxDevices: 4,
        curatorGiBPerHddTB: 20,
        downstrokeGBPerSsd: 80,
        formattingShare: 0.05,
      },
      thresholds: { cpu: 0.8, ram: 0.9, storageFill: 0.9, iops: 0.8 },
      rebuild: { rateGBpsPerNode: 0.25, startDelaySeconds: 60 },
      workload: {
        vmGroups: [
          {
            id: 'g1',
            name: 'Application servers',
            count: 40,
            vcpu: 4,
            ramGiB: 16,
            usedGiB: 150,
            provisionedGiB: 300,
            iops: 150,
            hotShare: 0.2,
            kind: 'server',
          },
          {
            id: 'g2',
            name: 'SQL Server databases',
            count: 4,
            vcpu: 8,
            ramGiB: 64,
            usedGiB: 1500,
            provisionedGiB: 2000,
            iops: 5000,
            hotShare: 0.2,
            kind: 'database',
          },
          {
            id: 'g3',
            name: 'File server',
            count: 1,
            vcpu: 4,
            ramGiB: 32,
            usedGiB: 8000,
            provisionedGiB: 10000,
            iops: 500,
            hotShare: 0.1,
            kind: 'files',
          },
        ],
        snapshots: { dailyChangeShare: 0.02, retentionDays: 7 },
        growth: { yearlyShare: 0.2, years: 3 },
      },
      recommendNodeTypeId: 'all-flash',
    },
  ],
};

interface Field {
  key: string;
  /** Written as the index into this list. */
  values?: readonly string[];
  /** Written as 0 or 1. */
  flag?: true;
  /** A trailing field holding this value is left out. */
  fallback?: Json;
  /** A trailing field the member lacks is left out (and stays absent on reading). */
  optional?: true;
}
interface Table {
  fields: readonly Field[];
  /** The first field is an id, written as 0 when it follows the previous member's id. */
  idSequence?: true;
}

const TABLES: Record<string, Table> = {
  vmGroups: {
    idSequence: true,
    fields: [
      { key: 'id' },
      { key: 'name' },
      { key: 'count' },
      { key: 'vcpu' },
      { key: 'ramGiB' },
      { key: 'usedGiB' },
      { key: 'provisionedGiB' },
      { key: 'iops' },
      { key: 'kind', values: ['server', 'database', 'vdi', 'files', 'exchange', 'analytics'], fallback: 'server' },
      { key: 'hotShare', fallback: 0.2 },
      { key: 'vcpuPerCore', optional: true },
    ],
  },
  drives: {
    fields: [
      { key: 'tier', values: ['nvme', 'ssd', 'hdd'] },
      { key: 'count' },
      { key: 'sizeTB' },
      { key: 'selfEncrypting', flag: true, fallback: false },
    ],
  },
  nodes: { fields: [{ key: 'nodeTypeId' }, { key: 'count' }] },
};

const KEYED = new Set(['nodeTypes', 'clusters']);
/** Own entries only: a key every object has (`constructor`, `toString`) names no table. */
const tableFor = (key: string): Table | undefined => (Object.hasOwn(TABLES, key) ? TABLES[key] : undefined);

const isObj = (v: unknown): v is Obj => isRecord(v);
const clone = <T>(v: T): T => structuredClone(v);

/** Own data property, even for "__proto__", so a tampered key is reported and never reaches a prototype. */
function put(o: Obj, key: string, value: Json): void {
  if (key === '__proto__') Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
  else o[key] = value;
}

/** The id after `prev`: its trailing number plus one, keeping its width ("g9" -> "g10", "n009" -> "n010"). */
export function successorId(prev: unknown): string | null {
  if (typeof prev !== 'string') return null;
  const m = /^(.*?)(\d+)$/.exec(prev);
  if (!m) return null;
  const digits = m[2]!;
  if (digits.length > 15) return null;
  return m[1]! + String(Number(digits) + 1).padStart(digits.length, '0');
}

// ---------------------------------------------------------------- writing

/** The compact form of a valid config (a JSON value; `{}` is the base itself). */
export function compactV1(config: unknown): Json {
  return diffObject(config as Obj, BASE_V1) ?? {};
}

function diffObject(value: Obj, base: Obj): Obj | undefined {
  const out: Obj = {};
  for (const key of Object.keys(value)) {
    if (value[key] === undefined) continue;
    const d = diffValue(key, value[key]!, base[key]);
    if (d !== undefined) put(out, key, d);
  }
  for (const key of Object.keys(base)) {
    if (base[key] !== undefined && value[key] === undefined) put(out, key, null);
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function diffValue(key: string, value: Json, base: Json | undefined): Json | undefined {
  if (jsonEqual(value, base)) return undefined;
  if (KEYED.has(key) && Array.isArray(value)) return writeKeyed(value, Array.isArray(base) ? base : []);
  const table = tableFor(key);
  if (table && Array.isArray(value)) return writeTable(table, value);
  if (isObj(value) && isObj(base)) return diffObject(value, base);
  return value;
}

function writeKeyed(list: Json[], base: Json[]): Json[] {
  const template = isObj(base[0]) ? base[0] : {};
  return list.map((member) => {
    const m = member as Obj;
    const same = base.find((b) => isObj(b) && b.id === m.id) as Obj | undefined;
    if (same && jsonEqual(m, same)) return m.id!;
    const d = diffObject(m, same ?? template) ?? {};
    const out: Obj = { id: m.id! };
    for (const k of Object.keys(d)) if (k !== 'id') put(out, k, d[k]!);
    return out;
  });
}

function writeTable(table: Table, list: Json[]): Json[] {
  let prevId: unknown;
  return list.map((member) => {
    const m = member as Obj;
    const row: Json[] = table.fields.map((f, i) => {
      const v = m[f.key];
      if (i === 0 && table.idSequence) {
        const seq = successorId(prevId) === v;
        prevId = v;
        if (seq) return 0;
      }
      if (v === undefined) return null;
      if (f.values) return f.values.indexOf(v as string);
      if (f.flag) return v ? 1 : 0;
      return v;
    });
    // Drop trailing fields at their default; an absent optional field is written as null until then.
    let end = row.length;
    while (end > 0) {
      const f = table.fields[end - 1]!;
      const v = m[f.key];
      if ((f.optional && v === undefined) || (f.fallback !== undefined && jsonEqual(v, f.fallback))) end--;
      else break;
    }
    return row.slice(0, end);
  });
}

// ---------------------------------------------------------------- reading

/**
 * The full document a compact form stands for. Never throws: whatever does not fit the format is
 * passed through as it is, for the schema to name.
 */
export function expandV1(compact: unknown): unknown {
  if (!isObj(compact)) return compact;
  return applyObject(BASE_V1, compact);
}

function applyObject(base: Json | undefined, patch: Obj): Obj {
  const out: Obj = isObj(base) ? clone(base) : {};
  for (const key of Object.keys(patch)) {
    const p = patch[key]!;
    if (p === null) {
      delete out[key];
      continue;
    }
    const table = tableFor(key);
    if (KEYED.has(key) && Array.isArray(p)) put(out, key, readKeyed(p, Array.isArray(out[key]) ? (out[key] as Json[]) : []));
    else if (table && Array.isArray(p)) put(out, key, readTable(table, p));
    else if (isObj(p) && isObj(out[key])) put(out, key, applyObject(out[key], p));
    else put(out, key, p);
  }
  return out;
}

function readKeyed(list: Json[], base: Json[]): Json[] {
  const template = isObj(base[0]) ? base[0] : {};
  const byId = (id: Json | undefined) => base.find((b) => isObj(b) && typeof id === 'string' && b.id === id) as Obj | undefined;
  return list.map((entry) => {
    if (typeof entry === 'string') {
      const same = byId(entry);
      return same ? clone(same) : entry;
    }
    if (!isObj(entry)) return entry;
    return applyObject(byId(entry.id) ?? template, entry);
  });
}

function readTable(table: Table, rows: Json[]): Json[] {
  let prevId: Json | undefined;
  return rows.map((row) => {
    if (!Array.isArray(row)) return row;
    const out: Obj = {};
    table.fields.forEach((f, i) => {
      if (i >= row.length) {
        if (f.fallback !== undefined) put(out, f.key, f.fallback);
        return;
      }
      let v = row[i]!;
      if (i === 0 && table.idSequence) {
        const next = v === 0 ? successorId(prevId) : null;
        if (next !== null) v = next;
        prevId = v;
      }
      if (v === null && f.optional) return;
      if (f.values && typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < f.values.length) v = f.values[v]!;
      else if (f.flag && (v === 0 || v === 1)) v = v === 1;
      put(out, f.key, v);
    });
    return out;
  });
}
