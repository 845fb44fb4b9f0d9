// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

/*
 * In Chromium the page's first Intl object loads the locale's data: 30 to 45 ms, four times that
 * on a slow phone, in whichever task asks first. The default sizing in English writes its numbers
 * without Intl, so the code every visit loads after the start must not ask either: the share
 * codec (it writes the address) and the panels below the first screen.
 */
it('loads the share codec and the panels below the first screen without building anything of Intl', async () => {
  const asked: string[] = [];
  for (const name of ['NumberFormat', 'PluralRules', 'DateTimeFormat', 'Collator', 'ListFormat', 'RelativeTimeFormat'] as const) {
    const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
    vi.spyOn(Intl, name).mockImplementation(function (this: unknown, ...args: unknown[]) {
      asked.push(`Intl.${name}`);
      return new Original(...args);
    } as never);
  }
  const toLocaleString = Number.prototype.toLocaleString;
  vi.spyOn(Number.prototype, 'toLocaleString').mockImplementation(function (this: number, ...args: unknown[]) {
    asked.push('Number.prototype.toLocaleString');
    return toLocaleString.apply(this, args as []);
  });
  const { RESULT_PANELS } = await import('../../src/features/results/registry');
  await import('../../src/schema/shareLink');
  await Promise.all(RESULT_PANELS.map((p) => p.load?.()));
  expect(asked).toEqual([]);
});
