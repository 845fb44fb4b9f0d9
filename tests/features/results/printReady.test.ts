import { describe, expect, it } from 'vitest';
import { holdPrint, printable } from '../../../src/features/results/printReady';

/** Whether `p` has settled by the time the microtasks queued so far have run. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return done;
}

describe('a print waits for what holds it', () => {
  it('settles at once when nothing holds it', async () => {
    expect(await settled(printable())).toBe(true);
  });

  it('waits for every hold, and for a hold taken as another is released (a panel replaced by its charts)', async () => {
    const panel = holdPrint();
    const chart = holdPrint();
    const ready = printable();
    chart();
    expect(await settled(ready)).toBe(false);
    // In one commit: the panel's placeholder goes, the chart in its body comes.
    panel();
    const next = holdPrint();
    expect(await settled(ready)).toBe(false);
    next();
    expect(await settled(ready)).toBe(true);
  });

  it('takes a release twice (drawn, then unmounted) as once', async () => {
    const a = holdPrint();
    const b = holdPrint();
    a();
    a();
    const ready = printable();
    expect(await settled(ready)).toBe(false);
    b();
    expect(await settled(ready)).toBe(true);
  });
});
