import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Collects page errors and console errors: every e2e path must end with none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/**
 * Reads every record the sizer keeps in the browser (IndexedDB), after writing `put` into it as an
 * earlier visit or release would have left them. One function, since it runs in the page.
 */
export async function sizerRecords(page: Page, put: Record<string, string> = {}): Promise<Record<string, string>> {
  // The page reads its records as it starts (the store's code arrives after the first paint):
  // records written before it has started would be read by a page that was not meant to see them.
  await page.waitForFunction(() => document.documentElement.dataset.drawn !== undefined);
  return page.evaluate(async (entries) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open('hci-sizer', 1);
      r.onupgradeneeded = () => r.result.createObjectStore('records');
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    const tx = db.transaction('records', 'readwrite');
    const store = tx.objectStore('records');
    for (const [k, v] of entries) store.put(v, k);
    const all = (r: IDBRequest) => new Promise<unknown[]>((ok) => (r.onsuccess = () => ok(r.result as unknown[])));
    const [keys, values] = await Promise.all([all(store.getAllKeys()), all(store.getAll())]);
    await new Promise((ok, fail) => {
      tx.oncomplete = ok;
      tx.onabort = fail;
    });
    db.close();
    return Object.fromEntries(keys.map((k, i) => [String(k), String(values[i])]));
  }, Object.entries(put));
}

/**
 * An axe scan of the page. A page without frames is scanned where it is (axe's legacy mode), not
 * gathered into a blank page opened for each scan: the same rules and results (a missing alt and a
 * low contrast planted in the sizer are found alike) in 2.6 to 2.9 s instead of 5 to 7.6 for the
 * whole sizer; a page with frames keeps the default, which also scans frames of other origins.
 */
export const axeScan = (page: Page): AxeBuilder => new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1);

/**
 * The serious and critical axe violations on the page (or within `include`), one line each. The
 * scan must have checked more than `minPasses` rules, so an empty page cannot pass unseen.
 */
export async function seriousViolations(page: Page, include?: string, minPasses = 5): Promise<string[]> {
  let builder = axeScan(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  expect(results.passes.length).toBeGreaterThan(minPasses);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} on ${v.nodes.length} node(s), e.g. ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/**
 * Holds the app's code back (src/app/main.tsx), so the prerendered page is shown without it: what is typed or
 * chosen then must be taken when the app takes over. Returns the release.
 */
export async function holdScript(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Drops a file on the workload section as a browser would: a drop event carrying it. */
export async function dropFile(page: Page, name: string, bytes: Buffer): Promise<void> {
  await dropFiles(page, [{ name, bytes }]);
}

/** Several files dropped together, as a folder's files selected in a file manager. */
export async function dropFiles(page: Page, files: { name: string; bytes: Buffer }[]): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    (files) => {
      const dt = new DataTransfer();
      for (const f of files) dt.items.add(new File([new Uint8Array(f.data)], f.name));
      return dt;
    },
    files.map((f) => ({ name: f.name, data: [...f.bytes] })),
  );
  await page.getByTestId('import-drop').dispatchEvent('drop', { dataTransfer });
}
