/** An inventory file chosen elsewhere on the page (the toolbar's Import inventory), handed to the import. */
export const INVENTORY_FILE = 'sizer:inventory-file';

/** What an inventory file may be: RVTools and Collector workbooks, and CSV. */
export const INVENTORY_ACCEPT = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const handInventory = (file: File): void => void document.dispatchEvent(new CustomEvent<File>(INVENTORY_FILE, { detail: file }));
