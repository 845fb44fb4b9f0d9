import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildEmbedLoader, LOADER_OUTPUT } from '../../scripts/embedLoader';

describe('the published embed loader', () => {
  it(`${LOADER_OUTPUT} is built from its source (run: npx tsx scripts/build-embed.ts)`, async () => {
    const built = await buildEmbedLoader();
    expect(readFileSync(LOADER_OUTPUT, 'utf8')).toBe(built);
    // A classic script for any site: no module syntax, the frame sandboxed as documented.
    expect(built).not.toMatch(/^\s*(import|export)\s/m);
    expect(built).toContain('allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox');
  }, 60_000);
});
