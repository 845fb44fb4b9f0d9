import * as z from 'zod/mini';
import type { Catalogue, CitedField, Platform, SourceKind } from '../catalogue/types';
import { type Problem, type ProblemDetail, toProblems } from './issues';
import { formatPath, isRecord, type DocPath } from './paths';

/**
 * The platform catalogue at its edge: every entry's fields in range, every reference (a platform's
 * CPU, an entry's sources) resolved, and no entry marked verified on the strength of anything but a
 * spec sheet or a SPEC result. A problem names the entry (model, CPU or source) and the field.
 */

const SOURCE_KINDS = [
  'spec-sheet',
  'tested-configuration',
  'inventory-export',
  'benchmark-result',
  'benchmark-compilation',
  'vendor-guide',
  'third-party-compilation',
] as const satisfies readonly SourceKind[];

const CITED_FIELDS = [
  'generation',
  'nodesPerBlock',
  'rackUnits',
  'rackUnitsPerNode',
  'cpuFamily',
  'sockets',
  'coresPerNode',
  'cpuOptions',
  'memory.dimmSlots',
  'memory.dimmSizesGiB',
  'memory.balancedRule',
  'memory.testedPerNodeGB',
  'memory.type',
  'memory.perNodeGB',
  'memory.maxPerNodeGB',
  'driveTiers',
  'driveBays',
  'selfEncryptingNvme',
  'nics',
  'powerSupplies',
  'weightKg',
] as const satisfies readonly CitedField[];

const TIERS = ['nvme', 'ssd', 'hdd'] as const;

function buildSchema() {
  const text = () => z.string().check(z.minLength(1));
  // Refinements rather than z.regex: issues.ts words every regex as the config's id rule. The rule's
  // words travel as a note, for the catalogue's maintainer.
  const shaped = (re: RegExp, what: string) =>
    z.string().check(z.refine((v) => re.test(v), { params: { code: 'note', params: { text: what } } satisfies ProblemDetail }));
  const id = () => shaped(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters and digits joined by "-"');
  const positive = () => z.number().check(z.positive());
  const count = () => z.int().check(z.minimum(1));
  const notes = z.array(text());
  const sourceIds = z.array(id()).check(z.minLength(1));

  const source = z.strictObject({
    id: id(),
    title: text(),
    publisher: text(),
    kind: z.enum(SOURCE_KINDS),
    url: z.optional(shaped(/^https?:\/\/\S+$/, 'must be an http(s) address')),
    storedCopy: z.optional(text()),
    published: z.optional(shaped(/^\d{4}(-\d{2}(-\d{2})?)?$/, 'must be a date: YYYY, YYYY-MM or YYYY-MM-DD')),
    accessed: shaped(/^\d{4}-\d{2}-\d{2}$/, 'must be a date: YYYY-MM-DD'),
    gave: text(),
  });

  const range = <T extends z.ZodMiniType<number>>(value: () => T) => z.strictObject({ min: value(), max: value() });

  const platform = z.strictObject({
    id: id(),
    vendor: z.enum(['Nutanix', 'Dell', 'HPE', 'Lenovo', 'Cisco', 'Fujitsu']),
    line: text(),
    model: text(),
    generation: z.optional(text()),
    nodesPerBlock: z.optional(count()),
    rackUnits: z.optional(count()),
    rackUnitsPerNode: z.optional(count()),
    cpuFamily: z.optional(text()),
    sockets: z.optional(z.array(count()).check(z.minLength(1))),
    coresPerNode: z.optional(range(count)),
    cpuOptions: z.array(z.strictObject({ cpu: id(), sockets: count() })),
    memory: z.strictObject({
      dimmSlots: z.optional(count()),
      dimmSizesGiB: z.optional(z.array(positive()).check(z.minLength(1))),
      balancedRule: z.optional(text()),
      testedPerNodeGB: z.optional(positive()),
      type: z.optional(z.enum(['DDR4', 'DDR5'])),
      perNodeGB: z.optional(range(positive)),
      maxPerNodeGB: z.optional(positive()),
    }),
    driveBays: z.optional(
      z.array(
        z.strictObject({
          count: count(),
          takes: z.optional(z.array(z.enum(TIERS)).check(z.minLength(1))),
          form: z.optional(text()),
          maximum: z.optional(z.boolean()),
        }),
      ),
    ),
    selfEncryptingNvme: z.optional(z.strictObject({ offered: z.boolean(), condition: z.optional(text()) })),
    driveTiers: z.array(
      z.strictObject({
        tier: z.enum(TIERS),
        slots: z.optional(count()),
        sizesTB: z.array(positive()).check(z.minLength(1)),
        testedCount: z.optional(count()),
        selfEncrypting: z.optional(z.enum(['offered', 'not-offered'])),
      }),
    ),
    nics: z.array(z.strictObject({ ports: count(), gbps: positive(), name: z.optional(text()) })),
    powerSupplies: z.optional(
      z.strictObject({
        count: z.optional(count()),
        ratedW: z.optional(positive()),
        ratedWOptions: z.optional(z.array(positive()).check(z.minLength(1))),
        typicalW: z.optional(positive()),
        maxW: z.optional(positive()),
      }),
    ),
    weightKg: z.optional(positive()),
    cite: z.partialRecord(z.enum(CITED_FIELDS), z.array(id()).check(z.minLength(1))),
    sources: sourceIds,
    verified: z.boolean(),
    notes,
  });

  const cpu = z.strictObject({
    id: id(),
    name: text(),
    coresPerSocket: z.optional(count()),
    baseGHz: z.optional(positive()),
    rate: z.optional(
      z.strictObject({
        intBase: positive(),
        enabledCores: count(),
        chips: count(),
        system: text(),
        published: z.optional(shaped(/^\d{4}-\d{2}$/, 'must be a month: YYYY-MM')),
        source: id(),
      }),
    ),
    sources: sourceIds,
    verified: z.boolean(),
    notes,
  });

  return z.strictObject({ platforms: z.array(platform), cpus: z.array(cpu), sources: z.array(source) });
}

let schema: ReturnType<typeof buildSchema> | undefined;

/** A problem of the catalogue, with the entry it is in named for its maintainer ("platform NX-3170-G8, nodesPerBlock"). */
export type CatalogueProblem = Problem & { where: string };

export type CatalogueParse = { ok: true; catalogue: Catalogue } | { ok: false; problems: CatalogueProblem[] };

export function parseCatalogue(input: unknown): CatalogueParse {
  schema ??= buildSchema();
  const r = schema.safeParse(input, { reportInput: true });
  if (!r.success) return { ok: false, problems: r.error.issues.flatMap((i) => toProblems([i]).map((p) => problem(input, i.path, p))) };
  const problems = crossCheck(r.data);
  return problems.length ? { ok: false, problems } : { ok: true, catalogue: r.data };
}

/** "platform NX-3170-G8, nodesPerBlock: must be at least 1": the entry by its name, then the field within it. */
function problem(root: unknown, path: DocPath, detail: ProblemDetail): CatalogueProblem {
  const [list, index, ...field] = path;
  const entry = isRecord(root) && typeof list === 'string' && typeof index === 'number' ? entryName(root[list], list, index) : undefined;
  const where = entry ? `${entry}${field.length ? `, ${formatPath(field)}` : ''}` : formatPath(path) || '(catalogue)';
  return { ...detail, path: formatPath(path), where };
}

const KINDS: Record<string, [label: string, nameField: string]> = {
  platforms: ['platform', 'model'],
  cpus: ['CPU', 'name'],
  sources: ['source', 'id'],
};

function entryName(list: unknown, key: string, index: number): string | undefined {
  const kind = KINDS[key];
  if (!kind || !Array.isArray(list)) return undefined;
  const item: unknown = list[index];
  const name = isRecord(item) ? item[kind[1]] : undefined;
  return `${kind[0]} ${typeof name === 'string' && name ? name : `#${index + 1}`}`;
}

/** What the field schema cannot see: references between entries, duplicate ids, and what may be called verified. */
function crossCheck(c: Catalogue): CatalogueProblem[] {
  const out: CatalogueProblem[] = [];
  // Rules between entries, for the catalogue's maintainer: worded here, in English.
  const say = (path: DocPath, text: string) => out.push(problem(c, path, { code: 'note', params: { text } }));
  const sources = new Map(c.sources.map((s) => [s.id, s]));
  const cpus = new Set(c.cpus.map((x) => x.id));
  for (const [key, list] of [
    ['platforms', c.platforms],
    ['cpus', c.cpus],
    ['sources', c.sources],
  ] as const) {
    const seen = new Set<string>();
    list.forEach((e, i) => {
      if (seen.has(e.id)) say([key, i, 'id'], `"${e.id}" is used by an earlier entry`);
      seen.add(e.id);
    });
  }
  const citesOnly = (path: DocPath, ids: readonly string[], verified: boolean, allowed: readonly SourceKind[]) =>
    ids.forEach((sid, n) => {
      const s = sources.get(sid);
      if (!s) say([...path, 'sources', n], `cites "${sid}", which is not in the sources`);
      else if (verified && !allowed.includes(s.kind))
        say([...path, 'verified'], `cannot be true: source "${sid}" is a ${s.kind}, not a ${allowed.join(' or ')}`);
    });
  c.platforms.forEach((p, i) => {
    citesOnly(['platforms', i], p.sources, p.verified, ['spec-sheet', 'vendor-guide']);
    for (const field of CITED_FIELDS) {
      const cited = p.cite[field];
      const where = field.split('.');
      if (holdsFigure(p, field) && cited === undefined)
        say(['platforms', i, ...where], 'holds a figure but names no source for it in "cite"');
      else if (cited !== undefined && !holdsFigure(p, field)) say(['platforms', i, 'cite', field], 'names a source for a field left empty');
      cited?.forEach((sid, n) => {
        if (!p.sources.includes(sid)) say(['platforms', i, 'cite', field, n], `"${sid}" is not one of the entry's sources`);
      });
    }
    for (const field of ['coresPerNode', 'memory.perNodeGB'] as const) {
      const r = field === 'coresPerNode' ? p.coresPerNode : p.memory.perNodeGB;
      if (r && r.min > r.max) say(['platforms', i, ...field.split('.')], `the smallest (${r.min}) is above the largest (${r.max})`);
    }
    p.cpuOptions.forEach((o, n) => {
      if (!cpus.has(o.cpu)) say(['platforms', i, 'cpuOptions', n, 'cpu'], `"${o.cpu}" is not in the CPU table`);
    });
    if (!p.verified && p.notes.length === 0) say(['platforms', i, 'notes'], 'an unverified entry must say what is missing or unchecked');
  });
  c.cpus.forEach((x, i) => {
    citesOnly(['cpus', i], x.sources, x.verified, ['spec-sheet', 'benchmark-result']);
    const rateKind = x.rate && sources.get(x.rate.source)?.kind;
    if (x.rate && rateKind !== 'benchmark-result' && rateKind !== 'benchmark-compilation')
      say(['cpus', i, 'rate', 'source'], `"${x.rate.source}" is not a benchmark result in the sources`);
    if (x.rate && x.coresPerSocket !== undefined && x.rate.enabledCores !== x.coresPerSocket * x.rate.chips)
      say(
        ['cpus', i, 'rate', 'enabledCores'],
        `${x.rate.enabledCores} is not ${x.coresPerSocket} cores per socket × ${x.rate.chips} chips`,
      );
    if (!x.verified && x.notes.length === 0) say(['cpus', i, 'notes'], 'an unverified entry must say what is missing or unchecked');
  });
  return out;
}

/** Whether a platform's field carries a figure that needs a source: present, and not an empty list or object. */
function holdsFigure(p: Platform, field: CitedField): boolean {
  const [key, sub] = field.split('.') as [keyof Platform, string | undefined];
  const top: unknown = p[key];
  const v: unknown = sub === undefined ? top : isRecord(top) ? top[sub] : undefined;
  if (v === undefined) return false;
  if (Array.isArray(v)) return v.length > 0;
  return isRecord(v) ? Object.keys(v).length > 0 : true;
}
