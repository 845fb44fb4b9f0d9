import { describe, expect, it } from 'vitest';
import { applyIntent } from '../../src/document/edit';
import { BUILT_IN_NODE_TYPES, nodeTypeSpecs } from '../../src/model/catalogue';
import { defaultConfig } from '../../src/model/defaultConfig';

const allFlash = (doc: ReturnType<typeof defaultConfig>) => doc.nodeTypes.find((t) => t.id === 'all-flash')!;
const at = (doc: ReturnType<typeof defaultConfig>) => doc.nodeTypes.findIndex((t) => t.id === 'all-flash');

describe('a node type’s name never contradicts its specs', () => {
  it('every built-in name ends with the specs it has', () => {
    for (const t of BUILT_IN_NODE_TYPES) expect(t.name.endsWith(` ${nodeTypeSpecs(t)}`)).toBe(true);
    expect(nodeTypeSpecs(BUILT_IN_NODE_TYPES.find((t) => t.id === 'hybrid')!)).toBe('2×16c, 512 GiB, 2×3.84 TB SSD + 6×8 TB HDD');
  });

  it('editing cores, RAM or drives rewrites the spec part of the name', () => {
    let doc = defaultConfig();
    const i = at(doc);
    doc = applyIntent(doc, { type: 'setField', path: ['nodeTypes', i, 'coresPerSocket'], value: 32 });
    doc = applyIntent(doc, { type: 'setField', path: ['nodeTypes', i, 'ramGiB'], value: 1024 });
    doc = applyIntent(doc, { type: 'setField', path: ['nodeTypes', i, 'drives', 0, 'count'], value: 8 });
    expect(allFlash(doc).name).toBe('All-flash 2×32c, 1024 GiB, 8×3.84 TB SSD');
    doc = applyIntent(doc, { type: 'addDrive', nodeTypeId: 'all-flash' });
    expect(allFlash(doc).name).toBe('All-flash 2×32c, 1024 GiB, 8×3.84 TB SSD + 1×3.84 TB SSD');
  });

  it('a half-typed spec leaves the name until the value is a number again', () => {
    let doc = defaultConfig();
    const i = at(doc);
    doc = applyIntent(doc, { type: 'setField', path: ['nodeTypes', i, 'ramGiB'], value: '' });
    expect(allFlash(doc).name).toBe('All-flash 2×24c, 768 GiB, 6×3.84 TB SSD');
    doc = applyIntent(doc, { type: 'setField', path: ['nodeTypes', i, 'ramGiB'], value: 512 });
    expect(allFlash(doc).name).toBe('All-flash 2×24c, 512 GiB, 6×3.84 TB SSD');
  });

  it('a name of the user’s own is kept, and so is what they type in the name', () => {
    let doc = defaultConfig();
    const i = at(doc);
    doc = applyIntent(doc, { type: 'setField', path: ['nodeTypes', i, 'name'], value: 'Rack A servers' });
    doc = applyIntent(doc, { type: 'setField', path: ['nodeTypes', i, 'ramGiB'], value: 512 });
    expect(allFlash(doc).name).toBe('Rack A servers');
  });
});
