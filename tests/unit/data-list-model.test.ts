import { describe, expect, it } from 'vitest';
import type { DataColumn } from '@/components/DataList';
import { formatCell, toCellValue } from '@/components/DataList/format';
import {
  buildSearchIndex,
  cardColumns,
  cellText,
  filterOrder,
  isFiltering,
  nextSort,
  showingText,
  sortOrder,
  type RowFilter,
} from '@/components/DataList/model';
import { MISSING } from '@/lib/format';

interface Contact {
  id: string;
  name: string;
  industry: string | null;
  budget: number | null;
  open_rate: number;
  active: boolean;
  tags: string[];
}

const rows: Contact[] = [
  {
    id: 'a',
    name: 'Page 10',
    industry: 'Retail',
    budget: 1234.5,
    open_rate: 12.345,
    active: true,
    tags: ['seo', 'links'],
  },
  { id: 'b', name: 'page 2', industry: null, budget: null, open_rate: 40, active: false, tags: [] },
  { id: 'c', name: 'Page 1', industry: 'Finance', budget: 99, open_rate: 7.06, active: true, tags: ['pr'] },
];

const columns: DataColumn<Contact>[] = [
  { key: 'name', header: 'Name' },
  { key: 'industry', header: 'Industry' },
  { key: 'budget', header: 'Budget', format: 'currency' },
  { key: 'open_rate', header: 'Open rate', format: 'percentage' },
  { key: 'active', header: 'Active', sortable: false },
  { key: 'tags', header: 'Tags' },
  { key: 'initial', header: 'Initial', value: (row) => row.name.slice(0, 1) },
];

const column = (key: string) => columns.find((c) => c.key === key) ?? columns[0];
const ids = (order: number[]) => order.map((i) => rows[i].id);
const noFilter: RowFilter = { search: '', filterKey: null, filterValue: '' };

describe('formatCell (spec 002 §2.2 formatting)', () => {
  it('shows booleans as Yes/No', () => {
    expect(formatCell(true)).toBe('Yes');
    expect(formatCell(false)).toBe('No');
  });

  it('shows currency with a $ sign and 2 decimals', () => {
    expect(formatCell(1234.5, 'currency')).toBe('$1,234.50');
    expect(formatCell(0, 'currency')).toBe('$0.00');
  });

  it('shows a percentage (already 0..100) with 1 decimal', () => {
    expect(formatCell(12.345, 'percentage')).toBe('12.3%');
    expect(formatCell(40, 'percentage')).toBe('40.0%');
  });

  it('groups other numbers and keeps their decimals', () => {
    expect(formatCell(1234567)).toBe('1,234,567');
    expect(formatCell(3.25)).toBe('3.25');
  });

  it('shows a dash for missing or non-finite numbers, never 0', () => {
    expect(formatCell(null)).toBe(MISSING);
    expect(formatCell(undefined, 'currency')).toBe(MISSING);
    expect(formatCell(Number.NaN, 'percentage')).toBe(MISSING);
  });

  it('leaves text as it is, even in a formatted column', () => {
    expect(formatCell('n/a', 'currency')).toBe('n/a');
  });
});

describe('toCellValue', () => {
  it('joins lists and turns dates into ISO text', () => {
    expect(toCellValue(['seo', 'links'])).toBe('seo, links');
    expect(toCellValue(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(toCellValue(undefined)).toBeUndefined();
  });
});

describe('cellText', () => {
  it('reads the field, or the computed value, and formats it', () => {
    expect(cellText(rows[0], column('budget'))).toBe('$1,234.50');
    expect(cellText(rows[0], column('tags'))).toBe('seo, links');
    expect(cellText(rows[1], column('industry'))).toBe(MISSING);
    expect(cellText(rows[2], column('initial'))).toBe('P');
  });
});

describe('nextSort (spec 002 §4)', () => {
  it('sorts a new column ascending and flips the same column', () => {
    const first = nextSort(null, column('name'));
    expect(first).toEqual({ key: 'name', direction: 'asc' });
    const second = nextSort(first, column('name'));
    expect(second).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort(second, column('name'))).toEqual({ key: 'name', direction: 'asc' });
  });

  it('resets to ascending on another column', () => {
    expect(nextSort({ key: 'name', direction: 'desc' }, column('budget'))).toEqual({ key: 'budget', direction: 'asc' });
  });

  it('leaves the sort alone for a column with sortable false', () => {
    const current = { key: 'name', direction: 'desc' } as const;
    expect(nextSort(current, column('active'))).toBe(current);
    expect(nextSort(null, column('active'))).toBeNull();
  });
});

describe('sortOrder', () => {
  it('keeps the original order without a sort', () => {
    expect(ids(sortOrder(rows, columns, null))).toEqual(['a', 'b', 'c']);
  });

  it('sorts text with numeric collation (page 2 before Page 10)', () => {
    expect(ids(sortOrder(rows, columns, { key: 'name', direction: 'asc' }))).toEqual(['c', 'b', 'a']);
    expect(ids(sortOrder(rows, columns, { key: 'name', direction: 'desc' }))).toEqual(['a', 'b', 'c']);
  });

  it('sorts numbers by size, not as text', () => {
    expect(ids(sortOrder(rows, columns, { key: 'open_rate', direction: 'asc' }))).toEqual(['c', 'a', 'b']);
  });

  it('puts missing values last in both directions', () => {
    expect(ids(sortOrder(rows, columns, { key: 'budget', direction: 'asc' }))).toEqual(['c', 'a', 'b']);
    expect(ids(sortOrder(rows, columns, { key: 'budget', direction: 'desc' }))).toEqual(['a', 'c', 'b']);
    expect(ids(sortOrder(rows, columns, { key: 'industry', direction: 'desc' }))).toEqual(['a', 'c', 'b']);
  });

  it('does not sort by a column with sortable false', () => {
    expect(ids(sortOrder(rows, columns, { key: 'active', direction: 'asc' }))).toEqual(['a', 'b', 'c']);
  });

  it('keeps equal values in their original order', () => {
    const tied = [rows[0], { ...rows[2], id: 'd', open_rate: 12.345 }, rows[2]];
    expect(sortOrder(tied, columns, { key: 'open_rate', direction: 'desc' }).map((i) => tied[i].id)).toEqual([
      'a',
      'd',
      'c',
    ]);
  });
});

describe('filterOrder', () => {
  const index = buildSearchIndex(rows, columns);
  const all = [0, 1, 2];
  const run = (filter: Partial<RowFilter>) => ids(filterOrder(all, index, { ...noFilter, ...filter }));

  it('searches the shown text of every column, case-insensitively', () => {
    expect(run({ search: 'RETAIL' })).toEqual(['a']);
    expect(run({ search: 'yes' })).toEqual(['a', 'c']);
    expect(run({ search: '$99.00' })).toEqual(['c']);
    expect(run({ search: 'links' })).toEqual(['a']);
  });

  it('finds a number typed without its thousands separator', () => {
    expect(run({ search: '1234.5' })).toEqual(['a']);
    expect(run({ search: '1,234' })).toEqual(['a']);
  });

  it('filters on the chosen column only', () => {
    expect(run({ filterKey: 'name', filterValue: 'page 1' })).toEqual(['a', 'c']);
    expect(run({ filterKey: 'industry', filterValue: 'page' })).toEqual([]);
  });

  it('filters on any column when the choice is All (null)', () => {
    expect(run({ filterKey: null, filterValue: 'finance' })).toEqual(['c']);
  });

  it('combines the search and the column filter', () => {
    expect(run({ search: 'page', filterKey: 'active', filterValue: 'no' })).toEqual(['b']);
  });

  it('ignores blank terms and keeps the given order', () => {
    expect(ids(filterOrder([2, 0, 1], index, { search: '  ', filterKey: 'name', filterValue: '' }))).toEqual([
      'c',
      'a',
      'b',
    ]);
    expect(isFiltering({ search: '  ', filterKey: 'name', filterValue: '' })).toBe(false);
    expect(isFiltering({ ...noFilter, filterValue: 'x' })).toBe(true);
  });
});

describe('cardColumns', () => {
  it('takes the first column as heading and the next 2 card columns as summary', () => {
    const layout = cardColumns(columns);
    expect(layout.heading.key).toBe('name');
    expect(layout.summary.map((c) => c.key)).toEqual(['industry', 'budget']);
    expect(layout.details.map((c) => c.key)).toEqual(['open_rate', 'active', 'tags', 'initial']);
  });

  it('uses the primary column as heading and skips columns with showInCard false', () => {
    const layout = cardColumns<Contact>([
      { key: 'industry', header: 'Industry', showInCard: false },
      { key: 'budget', header: 'Budget' },
      { key: 'name', header: 'Name', primary: true },
      { key: 'tags', header: 'Tags' },
      { key: 'active', header: 'Active' },
    ]);
    expect(layout.heading.key).toBe('name');
    expect(layout.summary.map((c) => c.key)).toEqual(['budget', 'tags']);
    expect(layout.details.map((c) => c.key)).toEqual(['industry', 'active']);
  });
});

describe('showingText (spec 002 §2.2 footer)', () => {
  it('counts the shown rows and adds the search term when there is one', () => {
    expect(showingText(3, 10, '')).toBe('Showing 3 of 10 results');
    expect(showingText(1, 10_000, ' seo ')).toBe('Showing 1 of 10,000 results for "seo"');
  });
});
