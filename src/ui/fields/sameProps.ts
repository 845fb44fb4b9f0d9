/** What a field's props may hold: plain data, so two sets of them compare by their JSON. */
type Plain = string | number | boolean | null | undefined | readonly Plain[] | { readonly [key: string]: Plain };

/**
 * Field props compared by value. Sections build each field's path and options afresh on every
 * render, and React 19 rewrites an input's `name` and `type` whenever its props object is new,
 * which costs the browser a style and layout pass per input on every keystroke.
 */
export const sameProps = <P extends { [K in keyof P]: Plain }>(a: P, b: P): boolean => JSON.stringify(a) === JSON.stringify(b);
