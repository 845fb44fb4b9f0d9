import { describe, expect, it } from 'vitest';
import { proposalOf } from '../../../../src/features/results/report/ProposalDialog';

describe('the proposal details as the document keeps them', () => {
  const blank = { name: 'Sizing', customer: '', project: '', preparedBy: '', date: '', version: '' };

  it('keeps the fields given, trimmed, and leaves the empty ones out', () => {
    expect(proposalOf({ ...blank, customer: ' ACME ', date: '2026-11-25' })).toEqual({ customer: 'ACME', date: '2026-11-25' });
  });

  it('is absent when nothing is given, so the document stays as it was (and its link at its old version)', () => {
    expect(proposalOf({ ...blank, project: '   ' })).toBeUndefined();
  });
});
