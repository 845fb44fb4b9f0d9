import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { size } from '../model/headless';
import { MAX_DOCUMENT_BYTES } from '../schema/limits';
import { parseConfigJson } from '../schema/parse';
import { cliLang, cliProblem } from './lang';
import { endQuietlyOnClosedPipe } from './closedPipe';

const JAPANESE = cliLang() === 'ja';

/** The file (or stdin) as text, or null past the cap; a UTF-8 byte order mark (Windows editors) is dropped. */
function readCapped(arg: string): string | null {
  const fd = arg === '-' ? 0 : openSync(arg, 'r');
  try {
    // A file says its size: one too large is refused unread. A pipe is read up to the cap.
    const stat = fstatSync(fd);
    if (stat.isFile() && stat.size > MAX_DOCUMENT_BYTES) return null;
    const chunks: Buffer[] = [];
    let total = 0;
    const chunk = Buffer.alloc(64 * 1024);
    for (;;) {
      let n: number;
      try {
        n = readSync(fd, chunk, 0, chunk.length, null);
      } catch (e) {
        // An empty, closed or non-blocking stdin reads as the end of input.
        if ((e as NodeJS.ErrnoException).code === 'EAGAIN' || (e as NodeJS.ErrnoException).code === 'EOF') break;
        throw e;
      }
      if (n === 0) break;
      total += n;
      if (total > MAX_DOCUMENT_BYTES) return null;
      chunks.push(Buffer.from(chunk.subarray(0, n)));
    }
    return Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
  } finally {
    if (fd !== 0) closeSync(fd);
  }
}

/**
 * `npm run size -- <config.json | ->`: the full result as JSON on stdout.
 * Exit 2 with one line per problem when the config is invalid; exit 1 on usage or read errors.
 */
function main(argv: string[]): number {
  const arg = argv[0];
  if (!arg || argv.length > 1) {
    process.stderr.write('usage: npm run size -- <config.json | ->\n');
    return 1;
  }
  let text: string | null;
  try {
    text = readCapped(arg);
  } catch (e) {
    process.stderr.write(`cannot read ${arg}: ${(e as Error).message}\n`);
    return 1;
  }
  if (text === null) {
    const name = arg === '-' ? (JAPANESE ? '（標準入力）' : '(stdin)') : arg;
    const mb = MAX_DOCUMENT_BYTES / 1024 / 1024;
    process.stderr.write(
      JAPANESE
        ? `${name}: ${mb} MB を超えています。サイジング設定はこれよりはるかに小さいはずです\n`
        : `${name}: is larger than ${mb} MB; a sizing config is far smaller\n`,
    );
    return 2;
  }
  const parsed = parseConfigJson(text);
  if (!parsed.ok) {
    for (const p of parsed.problems) process.stderr.write(`${p.path || (JAPANESE ? '（設定）' : '(config)')}: ${cliProblem(p)}\n`);
    return 2;
  }
  process.stdout.write(JSON.stringify(size(parsed.config), null, 2) + '\n');
  return 0;
}

endQuietlyOnClosedPipe();
process.exitCode = main(process.argv.slice(2));
