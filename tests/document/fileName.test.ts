import { describe, expect, it } from 'vitest';
import { exportFileName } from '../../src/document/fileName';

describe('the one name every export of a document takes', () => {
  it('is the sizing’s name without proposal details, as before, and the cluster’s when that is blank', () => {
    expect(exportFileName({ name: 'Small general-purpose cluster' }, 'csv')).toBe('Small-general-purpose-cluster.csv');
    expect(exportFileName({ name: '  ' }, 'md', 'Tokyo DC')).toBe('Tokyo-DC.md');
    expect(exportFileName({ name: '' }, 'csv')).toBe('sizing.csv');
  });

  it('names the customer, the project, the version and the date, as far as given, in that order', () => {
    const proposal = {
      customer: 'Example Trading KK',
      project: 'DC refresh 2027',
      preparedBy: 'A. Sato',
      date: '2026-11-25',
      version: '1.2',
    };
    expect(exportFileName({ name: 'Private cloud', proposal }, 'xlsx')).toBe('Example-Trading-KK_DC-refresh-2027_v1.2_2026-11-25.xlsx');
    // Without a project, the sizing's name stands in its place; a version that is a word stays a word.
    expect(exportFileName({ name: 'Private cloud', proposal: { customer: 'ACME', version: 'draft' } }, 'csv')).toBe(
      'ACME_Private-cloud_draft.csv',
    );
    // No extension: the printed PDF's title.
    expect(exportFileName({ name: 'x', proposal: { date: '2026-11-25' } }, '')).toBe('x_2026-11-25');
  });

  it('keeps Japanese letters and drops what a file system refuses', () => {
    expect(exportFileName({ name: '', proposal: { customer: '株式会社サンプル', project: 'DC 移行/第2期' } }, 'csv')).toBe(
      '株式会社サンプル_DC-移行-第2期.csv',
    );
    expect(exportFileName({ name: 'a:b*c?"d<e>f|g\\h' }, 'md')).toBe('a-b-c-d-e-f-g-h.md');
  });

  it('stays within 120 characters before its extension', () => {
    const long = 'x'.repeat(200);
    expect(exportFileName({ name: long, proposal: { customer: long } }, 'csv')).toBe(`${'x'.repeat(120)}.csv`);
  });
});
