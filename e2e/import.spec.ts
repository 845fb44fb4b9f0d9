import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from './drawAll';
import { applyIntent } from '../src/document/edit';
import { EN } from '../src/i18n/en/page';
import { IMPORT_ENTRY_EN } from '../src/i18n/en/importEntry';
import { INPUTS_EN } from '../src/i18n/en/inputs';
import { importGroupName } from '../src/i18n/describeImport';
import { IMPORT_PANEL_EN, PROFILES_EN } from '../src/i18n/en/import';
import { toVmGroups } from '../src/inventory/group';
import { importInventory } from '../src/inventory/pipeline';
import { defaultConfig } from '../src/model/defaultConfig';
import { size } from '../src/model/headless';
import { fieldId } from '../src/ui/fieldIds';
import { shiftJis } from '../tests/fixtures/inventory/encodings';
import { corner, zipBomb } from '../tests/fixtures/inventory/hostile';
import { axeScan, dropFile, watchErrors } from './support';
import { sample } from '../tests/sharedSamples';

const FIX = 'tests/fixtures/inventory/';

/** The engine's recommendation for the default config with a file's VMs imported, computed here. */
async function expectedNodes(file: string): Promise<string> {
  const bytes = readFileSync(FIX + file);
  const imported = await importInventory(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, file);
  if (!imported.ok) throw new Error('not an inventory');
  const { outcome } = imported;
  const config = applyIntent(defaultConfig(), {
    type: 'replaceVmGroups',
    clusterIndex: 0,
    vmGroups: toVmGroups(outcome.grouping.groups, { name: importGroupName }),
  });
  const rec = size(config).clusters[0]!.recommendation!;
  return rec.status === 'feasible' ? String(rec.nodes) : 'none';
}

const defaultNodes = () => {
  const rec = size(defaultConfig()).clusters[0]!.recommendation!;
  return rec.status === 'feasible' ? String(rec.nodes) : 'none';
};

test('an RVTools workbook dropped on the workload section is previewed, applied, and undone', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const nodes = page.getByTestId('recommended-nodes');
  await expect(nodes).toHaveAttribute('data-nodes', defaultNodes());

  await dropFile(page, 'rvtools-4.xlsx', readFileSync(FIX + 'rvtools-4.xlsx'));
  const panel = page.locator('.import-panel');
  // The fixture by hand (tests/inventory/fixtures.test.ts): 8 VMs with the 2 powered off, 6 without.
  const totals = page.getByTestId('import-totals');
  await expect(totals).toContainText('8 VMs, 29 vCPU, 154 GiB RAM, 655 GiB used, 1,000 GiB provisioned');
  await panel.getByRole('radio', { name: /^Exclude \(2\)/ }).check();
  await expect(totals).toContainText('6 VMs, 26 vCPU, 148 GiB RAM, 625 GiB used, 940 GiB provisioned');
  await panel.getByRole('radio', { name: /^Include \(2\)/ }).check();
  await panel.getByLabel('Include VDI').uncheck();
  await expect(totals).toContainText('6 VMs, 25 vCPU');
  await panel.getByLabel('Include VDI').check();
  await expect(panel.getByText('4 rows not sized, 0 sized with a note')).toBeVisible();

  const axe = await axeScan(page)
    .include('.import-panel')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // Nothing changes before applying.
  await expect(nodes).toHaveAttribute('data-nodes', defaultNodes());

  const imported = await expectedNodes('rvtools-4.xlsx');
  // The eight VMs need fewer nodes than the default workload: the recommendation must move.
  expect(imported).not.toBe(defaultNodes());
  await panel.getByRole('button', { name: /^Replace the 3 VM groups of/ }).click();
  await expect(panel.getByRole('status')).toContainText('Imported 8 VMs from rvtools-4.xlsx as 7 VM groups');
  await expect(nodes).toHaveAttribute('data-nodes', imported);
  await expect(page.getByLabel(`${INPUTS_EN.workload.count}, Prod · Exchange · 8 vCPU · 48 GiB RAM · 400 GiB used`)).toHaveValue('1');

  await panel.getByRole('button', { name: IMPORT_PANEL_EN.undo }).click();
  await expect(panel.getByRole('status')).toHaveText(IMPORT_PANEL_EN.undone);
  await expect(nodes).toHaveAttribute('data-nodes', defaultNodes());
  await expect(page.getByLabel(`${INPUTS_EN.workload.count}, ${defaultConfig().clusters[0]!.workload.vmGroups[0]!.name}`)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a vPartition sheet that gives only some VMs their storage is a visible warning; each cluster and group names its source', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  // Its vPartition's first header reads "NEXT Data Center", not "VM": partitions join by VM ID.
  await dropFile(
    page,
    'BillSampleNextRvtoolsFinal.xlsx',
    readFileSync(sample('nutanix-sizing-workshop', 'BillSampleNextRvtoolsFinal.xlsx')),
  );
  const panel = page.locator('.import-panel');
  const warning = panel.locator('.import-warning');
  await expect(warning).toHaveText(
    'Warning: vPartition: 286 rows; 107 of 129 VMs take their used storage from its Consumed; it has no column "VM"; ' +
      'joined by VM ID (284 rows); the other 22 take vInfo In Use; 2 rows are of templates or other vInfo rows not sized.',
  );
  // Production: 91 VMs on 18,248,813 MiB of partitions (17.40 TiB) and 20 on 3,454,380 MiB of
  // In Use: 21,194.5 GiB, no longer In Use's 36,960 GiB for all 111 (tests/inventory/samples.test.ts).
  const production = panel.getByRole('row', { name: /^Include Production Cluster/ });
  await expect(production.getByRole('cell')).toHaveText([
    // Where it goes: into the cluster on screen, as before, or a new cluster named as a source cluster.
    'Cluster 1 (in the plan)New cluster “Avaya Cluster”New cluster “Production Cluster”',
    '111',
    '19',
    '361',
    '852',
    '21,195',
    '37,348',
    'vPartition Consumed 91, vInfo In Use 20',
  ]);
  const groups = panel.getByRole('region', { name: IMPORT_PANEL_EN.groupsCaption });
  await expect(groups.getByRole('columnheader', { name: IMPORT_PANEL_EN.usedFrom })).toBeVisible();
  await expect(groups.getByRole('cell', { name: 'vPartition Consumed' }).first()).toBeVisible();
  await expect(panel.getByText('Used storage taken from: vPartition Consumed 107, vInfo In Use 22.')).toBeVisible();
  // The wider tables scroll inside the panel; the panel stays within the workload's column.
  const [panelRight, columnRight] = await panel.evaluate((e) => [
    e.getBoundingClientRect().right,
    e.closest('fieldset')!.getBoundingClientRect().right,
  ]);
  expect(panelRight).toBeLessThanOrEqual(columnRight);
  const axe = await axeScan(page)
    .include('.import-panel')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a file that cannot be imported says why and leaves the sizing as it was', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.getByLabel(IMPORT_ENTRY_EN.choose).setInputFiles(FIX + 'missing-columns.xlsx');
  const alert = page.locator('.import-panel [role=alert]');
  await expect(alert).toContainText('missing-columns.xlsx, sheet "vInfo": missing column(s) "CPUs", "Memory"');
  await expect(alert).toContainText(IMPORT_PANEL_EN.failedHeading);
  await page.getByLabel(IMPORT_ENTRY_EN.choose).setInputFiles(FIX + 'not-a-spreadsheet.json');
  await expect(alert).toContainText('not-a-spreadsheet.json: not a spreadsheet');
  await expect(page.getByTestId('recommended-nodes')).toHaveAttribute('data-nodes', defaultNodes());
  expect(errors).toEqual([]);
});

test('the pointer on "choose a file" makes the reading worker ready; the pick then uses it, and a second pick a new one', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  const ready = page.waitForEvent('worker');
  await page.getByRole('button', { name: IMPORT_ENTRY_EN.choose }).hover();
  await ready;
  expect(workers).toEqual([expect.stringMatching(/inventory\.worker/)]);
  await page.getByLabel(IMPORT_ENTRY_EN.choose).setInputFiles(FIX + 'rvtools-4.xlsx');
  await expect(page.getByTestId('import-totals')).toContainText('VMs');
  // The pick took the worker made ready: none more was started for it.
  expect(workers).toHaveLength(1);
  await page.getByLabel(IMPORT_ENTRY_EN.choose).setInputFiles(FIX + 'missing-columns.xlsx');
  await expect(page.locator('.import-panel [role=alert]')).toContainText('missing-columns.xlsx');
  expect(workers).toHaveLength(2);
  expect(errors).toEqual([]);
});

test('a workload profile adds a VM group with per-VM figures and their sources', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.getByRole('button', { name: IMPORT_ENTRY_EN.profiles }).click();
  const picker = page.locator('.import-profiles');
  await picker.getByLabel(PROFILES_EN.profile).selectOption({ label: PROFILES_EN.names.exchange });
  await expect(picker).toContainText('216 IOPS (seed article)');
  await picker.getByLabel(PROFILES_EN.count, { exact: true }).fill('0');
  await expect(picker).toContainText(PROFILES_EN.countProblem);
  await picker.getByLabel(PROFILES_EN.count, { exact: true }).fill('4');
  await picker.getByRole('button', { name: PROFILES_EN.add }).click();
  await expect(page.getByLabel(`${INPUTS_EN.workload.iops}, ${PROFILES_EN.names.exchange}`)).toHaveValue('216');
  await expect(page.getByLabel(`${INPUTS_EN.workload.count}, ${PROFILES_EN.names.exchange}`)).toHaveValue('4');
  const axe = await axeScan(page)
    .include('.import-profiles')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  expect(errors).toEqual([]);
});

/** The first VM group's name field: typed into while a file is read, to see that nothing typed is lost. */
const firstGroupName = (page: Page) => page.locator(`#${fieldId(['clusters', 0, 'workload', 'vmGroups', 0, 'name'])}`);
const TYPED = ' (typed meanwhile)';

/**
 * Picks a file, types 18 characters into a field while it is read, and returns when the refusal
 * shows, with the seconds from the pick to the refusal, timed in the page.
 */
async function refuseWhileTyping(page: Page, name: string, buffer: Buffer, refusal: string): Promise<number> {
  const field = firstGroupName(page);
  const before = await field.inputValue();
  await field.click();
  await field.press('End');
  await page.evaluate(() => {
    const w = window as unknown as { picked: number; refused: number };
    document.addEventListener('change', () => (w.picked = performance.now()), { capture: true, once: true });
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.import-panel [role=alert]')) return;
      w.refused = performance.now();
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByLabel(IMPORT_ENTRY_EN.choose).setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
  await field.pressSequentially(TYPED);
  const alert = page.locator('.import-panel [role=alert]');
  await expect(alert).toContainText(refusal, { timeout: 30_000 });
  await expect(alert).toContainText(IMPORT_PANEL_EN.failedHeading);
  await expect(field).toHaveValue(before + TYPED);
  return page.evaluate(() => {
    const w = window as unknown as { picked: number; refused: number };
    return (w.refused - w.picked) / 1000;
  });
}

// What broke the page before: a 1.6 KB workbook made the reader build a grid of 17 billion cells
// (the tab ran out of memory after about 12 s, with what was typed meanwhile), and a zip bomb took
// the worker 12 s to refuse as "1,024 MB". Each is refused now; the time from the pick is printed.
const HOSTILE: { title: string; name: string; file: () => Buffer; refusal: (bytes: number) => string }[] = [
  {
    title: 'a 1.6 KB workbook whose one cell sits at XFD1048576 is refused at once',
    name: 'corner.xlsx',
    file: corner,
    refusal: () => 'corner.xlsx, sheet "vInfo": its cells reach XFD1048576',
  },
  {
    // 64 sheets of 64 MiB of spaces: 4 GiB in a file of about 4 MB.
    title: 'a zip bomb of 4 MB is refused once it passes what an inventory unpacks to, naming its real size',
    name: 'bomb.xlsx',
    file: () => zipBomb(4096),
    refusal: (bytes) =>
      `bomb.xlsx: this ${(Math.round((bytes / 1024 / 1024) * 10) / 10).toLocaleString('en')} MB file unpacks to more than 244 MB`,
  },
];

for (const { title, name, file, refusal } of HOSTILE)
  test(`${title}, and what is typed meanwhile stays`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    const bytes = file();
    const seconds = await refuseWhileTyping(page, name, bytes, refusal(bytes.length));
    console.log(`${name} (${bytes.length.toLocaleString('en')} bytes): refused ${seconds.toFixed(2)} s after the pick, typing meanwhile`);
    await expect(page.getByTestId('recommended-nodes')).toHaveAttribute('data-nodes', defaultNodes());
    expect(errors).toEqual([]);
  });

test('a CSV that Excel saved in Shift-JIS is read, its Japanese names intact', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const csv = 'name,vcpu,ram_gib,used_gib,provisioned_gib,kind,cluster\r\n仮想サーバー01,2,8,40,60,server,本番環境\r\n';
  await page.getByLabel(IMPORT_ENTRY_EN.choose).setInputFiles({ name: 'vms-sjis.csv', mimeType: 'text/csv', buffer: shiftJis(csv) });
  await expect(page.getByTestId('import-totals')).toContainText('1 VMs, 2 vCPU, 8 GiB RAM, 40 GiB used, 60 GiB provisioned');
  await expect(page.getByLabel(IMPORT_PANEL_EN.include.replace('{cluster}', '本番環境'))).toBeChecked();
  expect(errors).toEqual([]);
});

test('a file dragged onto the page beside the drop zone is taken by the page, so the browser never opens it in its place', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  // The events a drag from the desktop brings. Chromium opens a file whose dragover and drop the
  // page leaves uncancelled in place of the page, and the sizing with it.
  const drag = (kind: 'file' | 'text') =>
    page.evaluate((kind) => {
      const data = new DataTransfer();
      if (kind === 'file') data.items.add(new File(['name,vcpu\n'], 'vms.csv', { type: 'text/csv' }));
      else data.setData('text/plain', 'some words');
      const beside = document.querySelector('[data-testid="recommended-nodes"]')!;
      return ['dragover', 'drop'].map((type) => {
        const event = new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true });
        beside.dispatchEvent(event);
        return `${type}: ${event.defaultPrevented ? 'taken' : 'left'}, drop effect ${data.dropEffect}`;
      });
    }, kind);
  expect(await drag('file')).toEqual(['dragover: taken, drop effect none', 'drop: taken, drop effect none']);
  await expect(page.locator('.import-panel')).toHaveCount(0);
  // Text dragged into a field is none of the window's business.
  expect(await drag('text')).toEqual(['dragover: left, drop effect none', 'drop: left, drop effect none']);
  expect(errors).toEqual([]);
});

test('the toolbar’s Import inventory opens the file picker from the first screen, by mouse or keyboard, from any view', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('recommended-nodes')).toBeVisible();
  // The hidden input behind the visible button is not a second control for a screen reader.
  await expect(page.getByRole('button', { name: IMPORT_ENTRY_EN.choose })).toHaveCount(1);
  for (const input of await page.locator('input[type=file]').all()) await expect(input).toHaveAttribute('aria-hidden', 'true');
  const button = page.locator('.toolbar').getByRole('button', { name: EN.app.importInventory });
  // It says what to start from: the exports it reads.
  await expect(button).toHaveAccessibleDescription(EN.app.importInventoryHint);
  expect(EN.app.importInventoryHint).toMatch(/RVTools or Nutanix Collector/);
  const [byMouse] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await byMouse.setFiles('tests/fixtures/inventory/rvtools-4.xlsx');
  await expect(page.getByTestId('import-totals')).toContainText('8 VMs');
  await page.locator('.import-panel').getByRole('button', { name: IMPORT_PANEL_EN.cancel }).click();
  // From the quick calculator, with the keyboard: Enter on the button asks the picker (watched in
  // the page: headless Chromium opens a second chooser by keyboard only now and then), and the file
  // it gives opens in the sizing view.
  await page.locator('.toolbar').getByRole('button', { name: EN.app.quickCalculator }).click();
  const picker = page.locator('.toolbar').getByLabel(EN.app.importInventory);
  await picker.evaluate((input: HTMLInputElement) => {
    input.addEventListener('click', (e) => {
      e.preventDefault();
      input.dataset.asked = 'yes';
    });
  });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(picker).toHaveAttribute('data-asked', 'yes');
  await picker.setInputFiles('tests/fixtures/inventory/rvtools-4.xlsx');
  await expect(page.getByTestId('import-totals')).toContainText('8 VMs');
  expect(errors).toEqual([]);
});
