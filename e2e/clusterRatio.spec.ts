import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from './drawAll';
import { applyIntent } from '../src/document/edit';
import type { Intent } from '../src/document/intents';
import { importGroupName } from '../src/i18n/describeImport';
import { EN } from '../src/i18n/en/page';
import { PANELS_EN } from '../src/i18n/en/panels';
import { INPUTS_EN } from '../src/i18n/en/inputs';
import { HYPERVISOR_EN } from '../src/i18n/en/hypervisor';
import { IMPORT_PANEL_EN } from '../src/i18n/en/import';
import { toVmGroups } from '../src/inventory/group';
import { importInventory } from '../src/inventory/pipeline';
import type { SizingConfig } from '../src/model/config';
import { defaultConfig } from '../src/model/defaultConfig';
import { size } from '../src/model/headless';
import { dropFile, watchErrors } from './support';
import { sample } from '../tests/sharedSamples';

const RATIO = ['clusters', 0, 'workload', 'vcpuPerCore'] as const;

/** The engine's recommended node count for a document, as the page shows it. */
const nodesFor = (config: SizingConfig) => {
  const rec = size(config).clusters[0]!.recommendation!;
  return rec.status === 'feasible' ? String(rec.nodes) : 'none';
};

const withIntents = (intents: Intent[]) => intents.reduce(applyIntent, defaultConfig());

test('the cluster’s vCPU per core, one field, moves the recommendation; emptied, the kinds’ ratios come back', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const nodes = page.getByTestId('recommended-nodes');
  const before = nodesFor(defaultConfig());
  await expect(nodes).toHaveAttribute('data-nodes', before);
  const at6 = nodesFor(withIntents([{ type: 'setField', path: RATIO, value: 6 }]));
  // The default workload is bound by CPU at its servers' 3:1: at 6:1 it needs fewer nodes.
  expect(Number(at6)).toBeLessThan(Number(before));

  const field = page.getByLabel(INPUTS_EN.workload.clusterVcpuPerCore);
  await field.fill('6');
  await expect(nodes).toHaveAttribute('data-nodes', at6);
  // Each group without its own ratio now says it takes the cluster's.
  await expect(page.getByPlaceholder('default 6').first()).toBeVisible();
  await field.fill('');
  await expect(nodes).toHaveAttribute('data-nodes', before);
  expect(errors).toEqual([]);
});

test('an RVTools import offers today’s ratio measured against one host fewer; taken, it sizes the cluster and one undo takes it back', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const nodes = page.getByTestId('recommended-nodes');
  const bytes = readFileSync(sample('nutanix-sizing-workshop', 'SizingWorkshop-RVTools.xlsx'));
  await dropFile(page, 'SizingWorkshop-RVTools.xlsx', bytes);
  const panel = page.locator('.import-panel');
  // 2,721 vCPU of the 795 VMs sized over 528 cores of 34 hosts less one of 16 (tests/inventory/ratio.test.ts).
  const ratio = panel.getByTestId('import-ratio');
  await expect(ratio).toContainText(
    '2,721 vCPU of the VMs sized over 512 cores (528 cores of 34 hosts less the largest host’s 16) = 5.31:1',
  );
  // The hosts' CPUs the sizing will assume, with their cores: the table has a per-core figure for none.
  await expect(panel.getByTestId('import-source-cpus').getByRole('listitem')).toHaveText([
    'Intel Xeon E5-2680: 432 cores, no per-core figure',
    'Intel Xeon E5-2667 v3: 48 cores, no per-core figure',
    'Intel Xeon X5675: 36 cores, no per-core figure',
    'Intel Xeon X5690: 12 cores, no per-core figure',
  ]);
  await ratio.getByText(IMPORT_PANEL_EN.ratio.rulesHeading).click();
  await expect(ratio.getByRole('listitem')).toHaveCount(6);

  const imported = await importInventory(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    'w.xlsx',
  );
  if (!imported.ok) throw new Error('not an inventory');
  const replace: Intent = {
    type: 'replaceVmGroups',
    clusterIndex: 0,
    vmGroups: toVmGroups(imported.outcome.grouping.groups, { name: importGroupName }),
  };
  const atMeasured = nodesFor(withIntents([replace, { type: 'setField', path: RATIO, value: 5.31 }]));
  expect(atMeasured).not.toBe(nodesFor(withIntents([replace])));

  await ratio.getByRole('checkbox', { name: /^Size .+ at 5\.31 vCPU per core/ }).check();
  await panel.getByRole('button', { name: /^Replace the 3 VM groups of/ }).click();
  await expect(nodes).toHaveAttribute('data-nodes', atMeasured);
  await expect(page.getByLabel(INPUTS_EN.workload.clusterVcpuPerCore)).toHaveValue('5.31');
  // Where the cores are compared, the page names the same hosts and why their cores count as the target's.
  await expect(page.getByTestId('cpu-factor-sources').getByRole('listitem')).toHaveCount(4);
  // The default node types name no CPU: their factor is the one typed by hand, 1, against these hosts' cores.
  await expect(page.getByTestId('cpu-factor').first()).toContainText(
    'Cores weighted ×1: a node type naming no CPU, its factor typed by hand: each of its cores counts as that many of the source hosts’',
  );
  await expect(page.getByTestId('cpu-factor-sources').getByRole('listitem').first()).toHaveText(
    'Intel Xeon E5-2680: 432 cores, no per-core figure',
  );

  // The panel stays to undo the import. In one CI run of five it was gone by now, with the drop zone
  // back as if the workload section had been drawn anew: a page error then is named here first.
  expect(errors, 'page errors after applying').toEqual([]);
  await expect(panel.getByRole('button', { name: IMPORT_PANEL_EN.undo })).toBeVisible();
  await panel.getByRole('button', { name: IMPORT_PANEL_EN.undo }).click();
  await expect(page.getByLabel(INPUTS_EN.workload.clusterVcpuPerCore)).toHaveValue('');
  await expect(nodes).toHaveAttribute('data-nodes', nodesFor(defaultConfig()));
  expect(errors).toEqual([]);
});

test('ESXi chosen in the advanced settings adds the swap files to the waterfall and moves the sizing as the engine says', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const nodes = page.getByTestId('recommended-nodes');
  await expect(nodes).toHaveAttribute('data-nodes', nodesFor(defaultConfig()));
  const swap = page.locator('tr[data-step="swapFiles"]');
  await expect(swap).toHaveCount(0);
  await page.getByText(EN.sections.advanced).click();
  await page.getByLabel(HYPERVISOR_EN.kind, { exact: true }).selectOption('esxi');
  await expect(swap).toContainText(PANELS_EN.steps.swapFiles);
  await expect(nodes).toHaveAttribute(
    'data-nodes',
    nodesFor(withIntents([{ type: 'setField', path: ['clusters', 0, 'hypervisor', 'kind'], value: 'esxi' }])),
  );
  // ESXi's defaults stand beside its fields, each with its source.
  await expect(page.getByPlaceholder('10,000')).toBeVisible();
  expect(errors).toEqual([]);
});
