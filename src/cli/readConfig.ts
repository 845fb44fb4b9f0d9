import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import type { SizingConfig } from '../model/config';
import { MAX_DOCUMENT_BYTES } from '../schema/limits';
import { parseConfigJson } from '../schema/parse';
import { cliLang, cliProblem } from './lang';

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
 * A config document from a file (or stdin, `-`), checked: the config, or the lines that say why
 * not and the exit code (1 when it cannot be read, 2 when too large or invalid).
 */
export function readConfigFile(arg: string): { ok: true; config: SizingConfig } | { ok: false; lines: string[]; exitCode: 1 | 2 } {
  let text: string | null;
  try {
    text = readCapped(arg);
  } catch (e) {
    return { ok: false, lines: [`cannot read ${arg}: ${(e as Error).message}`], exitCode: 1 };
  }
  if (text === null) {
    const name = arg === '-' ? (JAPANESE ? '（標準入力）' : '(stdin)') : arg;
    const mb = MAX_DOCUMENT_BYTES / 1024 / 1024;
    return {
      ok: false,
      lines: [
        JAPANESE
          ? `${name}: ${mb} MB を超えています。サイジング設定はこれよりはるかに小さいはずです`
          : `${name}: is larger than ${mb} MB; a sizing config is far smaller`,
      ],
      exitCode: 2,
    };
  }
  const parsed = parseConfigJson(text);
  if (!parsed.ok)
    return {
      ok: false,
      lines: parsed.problems.map((p) => `${p.path || (JAPANESE ? '（設定）' : '(config)')}: ${cliProblem(p)}`),
      exitCode: 2,
    };
  return { ok: true, config: parsed.config };
}

/** A config document as `readConfigFile` reads it; or, after its lines are written to stderr, the exit code. */
export function readConfig(arg: string): SizingConfig | number {
  const read = readConfigFile(arg);
  if (read.ok) return read.config;
  for (const line of read.lines) process.stderr.write(line + '\n');
  return read.exitCode;
}
