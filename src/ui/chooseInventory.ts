import { REVEAL_FIELD } from './focusField';

/** An inventory file chosen elsewhere on the page (the toolbar's Import inventory), handed to the import. */
export const INVENTORY_FILE = 'sizer:inventory-file';

/** What an inventory file may be: RVTools and Collector workbooks, and CSV. */
export const INVENTORY_ACCEPT = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file handed over and not yet taken: the import may be drawn only once the page is (src/ui/reveal). */
let handed: File | null = null;

/** Hands a file to the import: the page is drawn whole first, and the import takes it now or as soon as it is drawn. */
export function handInventory(file: File): void {
  handed = file;
  document.dispatchEvent(new CustomEvent(REVEAL_FIELD, { detail: '' }));
  document.dispatchEvent(new CustomEvent(INVENTORY_FILE));
}

/** The file handed over, once: null when none waits. */
export function takeHandedInventory(): File | null {
  const file = handed;
  handed = null;
  return file;
}
