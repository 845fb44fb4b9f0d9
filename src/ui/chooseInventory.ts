/** Asks the inventory import for a file, from anywhere on the page (the toolbar's button). */
export const CHOOSE_INVENTORY = 'sizer:choose-inventory';

export const chooseInventory = (): void => void document.dispatchEvent(new CustomEvent(CHOOSE_INVENTORY));
