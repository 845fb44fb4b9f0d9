import { describe, expect, it } from 'vitest';
import { applyIntent } from '../../src/document/edit';
import type { FailureStep, SizingConfig } from '../../src/model/config';
import { defaultConfig } from '../../src/model/defaultConfig';
import { parseConfig } from '../../src/schema/parse';

const step = (atMinutes: number, index: number): FailureStep => ({
  atMinutes,
  targets: [{ nodeTypeId: 'all-flash', index, scope: 'node' }],
});
const steps = (doc: SizingConfig) => doc.clusters[0]!.failurePlan.steps;

describe('failure plan intents', () => {
  it('add steps in the order given, remove one by its place, clear the plan; the document stays valid', () => {
    let doc = defaultConfig();
    doc = applyIntent(doc, { type: 'addFailureStep', clusterIndex: 0, step: step(0, 2) });
    doc = applyIntent(doc, { type: 'addFailureStep', clusterIndex: 0, step: step(30, 5) });
    doc = applyIntent(doc, { type: 'addFailureStep', clusterIndex: 0, step: step(90, 1) });
    expect(steps(doc).map((s) => s.atMinutes)).toEqual([0, 30, 90]);
    expect(parseConfig(doc).ok).toBe(true);
    doc = applyIntent(doc, { type: 'removeFailureStep', clusterIndex: 0, index: 1 });
    expect(steps(doc)).toEqual([step(0, 2), step(90, 1)]);
    doc = applyIntent(doc, { type: 'clearFailurePlan', clusterIndex: 0 });
    expect(steps(doc)).toEqual([]);
  });

  it('a draft from before failure plans gets one; an unknown cluster leaves the document as it is', () => {
    const old = defaultConfig();
    delete (old.clusters[0] as Partial<SizingConfig['clusters'][number]>).failurePlan;
    expect(steps(applyIntent(old, { type: 'addFailureStep', clusterIndex: 0, step: step(0, 1) }))).toEqual([step(0, 1)]);
    const doc = defaultConfig();
    expect(applyIntent(doc, { type: 'clearFailurePlan', clusterIndex: 3 })).toBe(doc);
  });
});
