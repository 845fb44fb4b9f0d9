/**
 * Which parts of a long page are drawn. The landing page draws its first screen (the answer and
 * the inputs above it) and stands in for the rest with its headings; a part is drawn when it
 * comes near the screen, and everything is drawn when the user looks for something the page has
 * not drawn yet (find in page, the Tab key, a link to a field), or prints.
 */
export interface Reveal {
  isShown(id: string): boolean;
  show(id: string): void;
  showAll(): void;
  /** Everything is drawn: nothing is waiting for the user to reach it. */
  readonly allShown: boolean;
  subscribe(listener: () => void): () => void;
}

export function createReveal(): Reveal {
  const shown = new Set<string>();
  const listeners = new Set<() => void>();
  let all = false;
  const changed = () => listeners.forEach((l) => l());
  return {
    isShown: (id) => all || shown.has(id),
    show(id) {
      if (all || shown.has(id)) return;
      shown.add(id);
      changed();
    },
    showAll() {
      if (all) return;
      all = true;
      changed();
    },
    get allShown() {
      return all;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Draws everything at once: a page without a first screen to keep light (the report, a test). */
export const SHOW_ALL: Reveal = {
  isShown: () => true,
  show() {},
  showAll() {},
  allShown: true,
  subscribe: () => () => {},
};
