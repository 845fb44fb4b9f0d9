/** The print keys (Ctrl+P, ⌘P, with no other modifier): the page prints whole on them, as its print button does. */
export const isPrintKey = (e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean =>
  (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'p';
