import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../src/catalogue/catalogue';
import { nodeTypeFromPlatform } from '../../src/catalogue/nodeType';
import { createDocumentStore } from '../../src/document/store';

const platform = (model: string) => CATALOGUE.platforms.find((p) => p.model === model)!;

describe("a catalogue entry copied as a node type of the user's own", () => {
  it('takes the tested configuration its source gives: NX-8155-G8 from the Nutanix validated design', () => {
    // 2 × Silver 4310 (12 cores, 2.1 GHz); 256 GB; 4 × 7.68 TB SSD + 8 × 18 TB HDD; 25 GbE dual port.
    expect(nodeTypeFromPlatform(platform('NX-8155-G8'), CATALOGUE)).toEqual({
      ok: true,
      nodeType: {
        sockets: 2,
        coresPerSocket: 12,
        ghz: 2.1,
        cpuFactor: 1,
        ramGiB: 256,
        drives: [
          { tier: 'ssd', count: 4, sizeTB: 7.68, selfEncrypting: false },
          { tier: 'hdd', count: 8, sizeTB: 18, selfEncrypting: false },
        ],
        nicGbps: 50,
        role: 'hci',
      },
    });
  });

  it('fills in nothing a source did not give, and names what is missing', () => {
    expect(nodeTypeFromPlatform(platform('XC760'), CATALOGUE)).toEqual({
      ok: false,
      missing: ['cores', 'clock', 'memory', 'drives', 'network'],
    });
    // The HX665 V3's CPU has no clock in its source.
    expect(nodeTypeFromPlatform(platform('ThinkAgile HX665 V3 CN'), CATALOGUE)).toEqual({ ok: false, missing: ['clock'] });
  });

  it('lands in the node types as one step of the history, in no cluster, and undoes', () => {
    const store = createDocumentStore();
    const before = store.getState().draft;
    const copy = nodeTypeFromPlatform(platform('NX-3170-G8'), CATALOGUE);
    if (!copy.ok) throw new Error('NX-3170-G8 should copy');
    store.dispatch({ type: 'addNodeType', nodeType: { ...copy.nodeType, name: 'NX-3170-G8' } });
    const after = store.getState();
    const added = after.draft.nodeTypes.at(-1)!;
    expect([added.id, added.name, added.sockets, added.coresPerSocket, added.ramGiB, added.nicGbps]).toEqual([
      't1',
      'NX-3170-G8',
      2,
      24,
      1536,
      50,
    ]);
    expect(after.draft.clusters).toEqual(before.clusters);
    expect(after.problems).toEqual([]);
    expect(store.undo()).toBe(true);
    expect(store.getState().draft).toEqual(before);
  });
});
