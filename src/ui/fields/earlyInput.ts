import { useEffect, useRef } from 'react';

/**
 * What was typed into the prerendered page before its script took over the field: the field
 * shows it, so it is taken as typed rather than silently dropped from the sizing.
 */
export function useEarlyInput<E extends HTMLInputElement | HTMLSelectElement>(rendered: string, onChange: (value: string) => void) {
  const ref = useRef<E>(null);
  useEffect(() => {
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
  useEffect(() => {
    if (ref.current?.open) onOpen();
    // Once, when the page takes the disclosure over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
