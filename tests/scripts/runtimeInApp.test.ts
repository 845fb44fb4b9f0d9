import { expect, it } from 'vitest';
import { beforeSourceMap } from '../../scripts/runtimeInApp';

it('adds the export at the end of a chunk built without source maps', () => {
  expect(beforeSourceMap('const a=1;export{a as t};', 'export{h_t};')).toBe('const a=1;export{a as t};export{h_t};');
});

it('adds it before the comment that names the source map, where it would otherwise be commented out', () => {
  // What `vite build --sourcemap` wrote: the app's chunk then did not export the helpers, and every
  // chunk that imported them failed to load.
  expect(beforeSourceMap('const a=1;export{a as t};\n//# sourceMappingURL=main-x.js.map', 'export{h_t};')).toBe(
    'const a=1;export{a as t};\nexport{h_t};\n//# sourceMappingURL=main-x.js.map',
  );
  expect(beforeSourceMap('const a=1;\n//# sourceMappingURL=main-x.js.map\n', 'export{h_t};')).toBe(
    'const a=1;\nexport{h_t};\n//# sourceMappingURL=main-x.js.map\n',
  );
});
