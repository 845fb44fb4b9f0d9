import { bench, describe } from 'vitest';
import type { SizingConfig } from '../../src/model/config';
import { defaultConfig } from '../../src/model/defaultConfig';
import { decodeShareLink, encodeShareLink } from '../../src/schema/shareLink';
import { mixedClusterConfig } from '../fixtures/mixedCluster';

/** Share-link targets: default config at most 400 characters, the 200-group fixture at most 4,500, encode + decode well under a frame (16 ms). */
const TARGETS: [string, () => SizingConfig, number][] = [
  ['default config', defaultConfig, 400],
  ['32-node mixed cluster, 200 VM groups (tests/fixtures/mixedCluster.ts)', mixedClusterConfig, 4500],
];

for (const [label, make, maxChars] of TARGETS) {
  const config = make();
  const encoded = await encodeShareLink(config);
  if (!encoded.ok) throw new Error(`${label}: ${encoded.problems[0]!.message}`);
  const { fragment } = encoded;
  console.log(
    `share link, ${label}: ${fragment.length} characters (target at most ${maxChars}), JSON ${JSON.stringify(config).length} characters`,
  );
  if (fragment.length > maxChars) throw new Error(`${label}: link of ${fragment.length} characters is over its ${maxChars} target`);

  describe(`share link: ${label}`, () => {
    bench('encode', async () => {
      await encodeShareLink(config);
    });
    bench('decode (inflate, expand, migrate, validate)', async () => {
      await decodeShareLink(fragment);
    });
    bench('encode + decode', async () => {
      const e = await encodeShareLink(config);
      if (e.ok) await decodeShareLink(e.fragment);
    });
  });
}
