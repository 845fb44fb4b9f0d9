/**
 * The document's undo and redo keys: Ctrl+Z (⌘Z), and Ctrl+Shift+Z or Ctrl+Y (⌘⇧Z) to redo. A
 * field whose text is not part of the document (a scenario's name, the quick calculator's own
 * inputs) keeps the browser's own undo: it sits inside an element marked `data-own-undo`.
 */
export function historyKey(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target' | 'defaultPrevented'>,
): 'undo' | 'redo' | null {
  if (e.defaultPrevented || e.altKey || !(e.ctrlKey || e.metaKey)) return null;
  const target = e.target as { closest?: (selector: string) => unknown } | null;
  if (typeof target?.closest === 'function' && target.closest('[data-own-undo] :is(input, textarea, select, [contenteditable])'))
    return null;
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !e.shiftKey) return 'redo';
  return null;
}
