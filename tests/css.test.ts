import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const cssFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? cssFiles(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : [],
  );

describe('style sheets', () => {
  // Chromium can leave an element without any layout when a container query switches its display
  // type while the page is busy: the workload's inputs then had no box and could not be typed in.
  it('use media queries, never container queries', () => {
    const files = cssFiles('src');
    expect(files.length).toBeGreaterThan(3);
    const offenders = files.filter((f) => /@container|container-type/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
