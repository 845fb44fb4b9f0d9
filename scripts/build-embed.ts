// Writes the embed loader (public/embed/v1.js) from src/widget/loader.ts:  npx tsx scripts/build-embed.ts
// A unit test fails when the committed file and its source disagree.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildEmbedLoader, LOADER_OUTPUT } from './embedLoader';

const code = await buildEmbedLoader();
mkdirSync(dirname(LOADER_OUTPUT), { recursive: true });
writeFileSync(LOADER_OUTPUT, code);
console.log(`${LOADER_OUTPUT}: ${(code.length / 1024).toFixed(1)} KB, ${(gzipSync(code).length / 1024).toFixed(1)} KB gzip`);
