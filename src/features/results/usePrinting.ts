import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { printable, showAllCharts } from './printReady';
import { loadAllPanels } from './registry';
import { onFirstIntent } from '../../ui/onFirstIntent';
import { isPrintKey } from '../../ui/printKey';

type PrintOnly = typeof import('./report/ProposalReport');

/**
 * The proposal's parts that print only (its header, executive summary, the other clusters, the
 * assumptions, the VM groups and the link): their code loads as the page is first used (or
 * idle a while), not during its start, so it is at hand when the browser's own print command
 * asks for it (rendered at once, it cannot wait for a download). The print button and the print
 * keys wait for it.
 */
let printOnly: PrintOnly | null = null;
export const loadPrintOnly = (): Promise<void> =>
  import('./report/ProposalReport').then((report) => {
    printOnly = report;
  });

/** The print-only parts, once their code is in. */
export const printOnlyParts = (): PrintOnly | null => printOnly;

/**
 * Whether the page is being printed, and the print button's command. What only the report shows
 * (the inputs in summary, one row per VM group) is rendered then, not on every keystroke. The
 * browser's own print command says so through `beforeprint`, rendered at once, before the page
 * is laid out for paper. The print button first loads every panel's code, every chart and the
 * code of the page's other parts drawn when reached (`loadParts`), and prints
 * once each of them is on the page and each chart has measured its box and drawn in it.
 */
export function usePrinting(drawAll: () => void, loadParts: () => Promise<unknown>): [printing: boolean, print: () => Promise<void>] {
  const [printing, setPrinting] = useState(false);
  const prepare = useCallback(() => {
    // Every chart drawn in the same render as its panel (a chart whose panel arrives later shows at
    // once as well): the browser's own print lays the page out for paper straight after this.
    flushSync(() => {
      drawAll();
      setPrinting(true);
      showAllCharts();
    });
  }, [drawAll]);
  const print = useCallback(async () => {
    await Promise.all([loadPrintOnly(), loadAllPanels(), loadParts()]);
    prepare();
    await printable();
    window.print();
  }, [prepare, loadParts]);
  // A print asked for before the print-only parts' code is in shows them as soon as it arrives.
  const [, setPrintOnlyIn] = useState(false);
  useEffect(() => {
    let live = true;
    const load = () => void loadPrintOnly().then(() => live && setPrintOnlyIn(true));
    const cancel = onFirstIntent(load);
    // The browser's own print command, before anyone used the page: the parts show as their code arrives.
    const beforePrint = () => {
      cancel();
      prepare();
      load();
    };
    const after = () => setPrinting(false);
    // The print keys print as the print button does: with every panel and chart drawn first.
    const onKey = (e: KeyboardEvent) => {
      if (!isPrintKey(e)) return;
      e.preventDefault();
      void print();
    };
    window.addEventListener('beforeprint', beforePrint);
    window.addEventListener('afterprint', after);
    window.addEventListener('keydown', onKey);
    return () => {
      live = false;
      cancel();
      window.removeEventListener('beforeprint', beforePrint);
      window.removeEventListener('afterprint', after);
      window.removeEventListener('keydown', onKey);
    };
  }, [prepare, print, loadParts]);
  return [printing, print];
}
