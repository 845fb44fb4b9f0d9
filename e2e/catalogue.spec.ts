import { expect } from '@playwright/test';
import { test } from './drawAll';
import { CATALOGUE_PICKER_EN as P } from '../src/i18n/en/catalogue';
import { EN } from '../src/i18n/en/page';
import { seriousViolations, watchErrors } from './support';

/** The platform catalogue, opened from the cluster's nodes: a model copied as the user's own node type, undoably. */

test('a catalogue model is copied to my node types, added to no cluster, and Ctrl+Z takes it back; axe finds nothing serious', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const addType = page.getByLabel(EN.nodes.addType);
  const before = await addType.locator('option').allTextContents();

  await page.getByText(EN.nodes.fromCatalogue).click();
  const model = page.getByLabel(P.model, { exact: true });
  await expect(model).toBeVisible();

  // A model known only from a list: nothing to copy, and the page says which figures the source lacks.
  await model.selectOption({ label: 'XC760 (unverified)' });
  await expect(
    page.getByText('Cannot be copied: the sources give no single configuration for cores, clock, memory, drives, network.'),
  ).toBeVisible();
  await expect(page.getByText(/redfish-chassis-db|DELL_MODEL_CHASSIS_DB/).first()).toBeVisible();
  const figures = page.getByRole('table', { name: 'Figures of XC760' });
  await expect(figures.getByRole('row', { name: /Weight/ })).toContainText(P.notInSource);
  await expect(figures.getByRole('row', { name: /Drives/ })).toContainText('24 bays');

  // A model with a tested configuration: copied as a type of my own.
  await model.selectOption({ label: 'NX-8155-G8 (unverified)' });
  // Its name starts with the words it shows (WCAG 2.5.3, label in name).
  await page.getByRole('button', { name: `${P.copy}: NX-8155-G8`, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'NX-8155-G8 (from the catalogue)' })).toBeVisible();
  await expect(addType.locator('option', { hasText: 'NX-8155-G8 (from the catalogue)' })).toHaveCount(1);

  expect(await seriousViolations(page, '.catalogue-picker')).toEqual([]);

  // One step of the history: undo takes the copy away again.
  await page.locator('.toolbar').getByRole('button', { name: EN.app.undo, exact: true }).click();
  await expect(addType.locator('option')).toHaveText(before);
  expect(errors).toEqual([]);
});
