import { useLayoutEffect, useRef } from 'react';

/**
 * What was typed into the prerendered page before its script took over the field: the field
 * shows it, so it is taken as typed rather than silently dropped from the sizing. Taken as the
 * page is committed, before the browser hands it any event: a click on "Add" at that moment adds
 * the type chosen, not the first (a passive effect ran after such a click).
 */
export function useEarlyInput<E extends HTMLInputElement | HTMLSelectElement>(rendered: string, onChange: (value: string) => void) {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && el.value !== rendered) onChange(el.value);
    // Once, when the page takes the field over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

/**
 * A disclosure opened on the prerendered page before its script took it over: the browser opened
 * it, and what it holds is drawn, as the reader expects.
 */
export function useEarlyOpen(onOpen: () => void) {
  const ref = useRef<HTMLDetailsElement>(null);
  useLayoutEffect(() => {
    if (ref.current?.open) onOpen();
    // Once, when the page takes the disclosure over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
