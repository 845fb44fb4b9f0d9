import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/schema/parse';
import { decodeShareLink } from '../../src/schema/shareLink';

/**
 * Links made by earlier releases, committed with the config each stood for. They must open with the
 * same inputs for ever: the expected document goes through the same migrations as the link does.
 */
const root = join(import.meta.dirname, '../fixtures/share-links');
const formats = readdirSync(root).filter((d) => /^v\d+$/.test(d));
const cases = formats.flatMap((format) =>
  readdirSync(join(root, format))
    .filter((f) => f.endsWith('.link'))
    .map((f) => ({ format, name: f.replace(/\.link$/, '') })),
);

describe('committed share links', () => {
  it('exist for format 1, including the default sizing, the 200-group cluster and a failure plan', () => {
    expect(
      cases
        .filter((c) => c.format === 'v1')
        .map((c) => c.name)
        .sort(),
    ).toEqual(['default', 'every-field', 'failure-plan', 'mixed-200-groups']);
  });

  it.each(cases)('$format/$name opens with the inputs it was made with', async ({ format, name }) => {
    const link = readFileSync(join(root, format, `${name}.link`), 'utf8').trim();
    const expected = parseConfig(JSON.parse(readFileSync(join(root, format, `${name}.json`), 'utf8')));
    if (!expected.ok) throw new Error(JSON.stringify(expected.problems));
    const r = await decodeShareLink(link);
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.config).toEqual(expected.config);
    expect(JSON.stringify(r.config)).toBe(JSON.stringify(expected.config));
  });
});
