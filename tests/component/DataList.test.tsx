import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataList, type DataColumn, type DataListProps } from '@/components/DataList';
import { MISSING } from '@/lib/format';
import { renderWithTheme } from './render';

interface Keyword {
  id: string;
  keyword: string;
  volume: number | null;
  cpc: number;
  share: number;
  branded: boolean;
  intent: string;
}

const rows: Keyword[] = [
  { id: '1', keyword: 'seo tools', volume: 1234567, cpc: 1234.5, share: 12.345, branded: false, intent: 'commercial' },
  { id: '2', keyword: 'keyword clustering', volume: null, cpc: 3, share: 40, branded: true, intent: 'informational' },
  { id: '3', keyword: 'backlink checker', volume: 880, cpc: 0.5, share: 7.06, branded: false, intent: 'commercial' },
];

const columns: DataColumn<Keyword>[] = [
  { key: 'keyword', header: 'Keyword', primary: true },
  { key: 'volume', header: 'Volume' },
  { key: 'cpc', header: 'CPC', format: 'currency' },
  { key: 'share', header: 'Share', format: 'percentage' },
  { key: 'branded', header: 'Branded', sortable: false },
  { key: 'intent', header: 'Intent', render: (row) => <em>{row.intent.toUpperCase()}</em> },
];

function renderList(props: Partial<DataListProps<Keyword>> = {}) {
  const user = userEvent.setup();
  renderWithTheme(<DataList columns={columns} rows={rows} getRowId={(row) => row.id} {...props} />);
  return user;
}

/** The keywords of the table's rows, top to bottom (the primary column is each row's header). */
const tableOrder = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

// The window virtualiser of the cards scrolls the window when measured sizes change; jsdom has no scrolling.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('DataList toolbar and footer', () => {
  it('shows the title, the search box, the column filter and the filter value box', () => {
    renderList({ title: 'Keywords', layout: 'table' });
    expect(screen.getByRole('heading', { name: 'Keywords' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search' }).getAttribute('placeholder')).toBe('Search...');
    const filter = screen.getByRole('combobox', { name: 'Filter by' });
    const options = within(filter)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Filter by...', 'All', 'Keyword', 'Volume', 'CPC', 'Share', 'Branded', 'Intent']);
    expect(screen.getByRole('searchbox', { name: 'Filter value' }).getAttribute('placeholder')).toBe('Filter value...');
  });

  it('searches every column and says what it searched for', async () => {
    const user = renderList({ layout: 'table' });
    expect(screen.getByText('Showing 3 of 3 results')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'COMMERCIAL');
    expect(await screen.findByText('Showing 2 of 3 results for "COMMERCIAL"')).toBeTruthy();
    expect(tableOrder()).toEqual(['seo tools', 'backlink checker']);
  });

  it('filters on the chosen column, or on any column with All', async () => {
    const user = renderList({ layout: 'table' });
    const filter = screen.getByRole('combobox', { name: 'Filter by' });
    await user.selectOptions(filter, 'Keyword');
    await user.type(screen.getByRole('searchbox', { name: 'Filter value' }), 'Checker');
    expect(await screen.findByText('Showing 1 of 3 results')).toBeTruthy();
    expect(tableOrder()).toEqual(['backlink checker']);

    await user.clear(screen.getByRole('searchbox', { name: 'Filter value' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter value' }), 'yes');
    expect(await screen.findByText('No data available')).toBeTruthy();
    expect(screen.getByText('Showing 0 of 3 results')).toBeTruthy();

    await user.selectOptions(filter, 'All');
    expect(await screen.findByText('Showing 1 of 3 results')).toBeTruthy();
    expect(tableOrder()).toEqual(['keyword clustering']);
  });

  it('shows No data available when there are no rows', () => {
    renderList({ rows: [] });
    expect(screen.getByText('No data available')).toBeTruthy();
    expect(screen.getByText('Showing 0 of 0 results')).toBeTruthy();
  });

  it('uses the given empty text', () => {
    renderList({ rows: [], emptyText: 'No contacts found.' });
    expect(screen.getByText('No contacts found.')).toBeTruthy();
    expect(screen.queryByText('No data available')).toBeNull();
  });
});

describe('DataList table', () => {
  it('formats cells: numbers, currency, percentage, booleans, missing values and render', () => {
    renderList({ layout: 'table' });
    const cells = (keyword: string) => {
      const row = screen.getByRole('rowheader', { name: keyword }).closest('tr');
      return within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    };
    expect(cells('seo tools')).toEqual(['1,234,567', '$1,234.50', '12.3%', 'No', 'COMMERCIAL']);
    expect(cells('keyword clustering')).toEqual([MISSING, '$3.00', '40.0%', 'Yes', 'INFORMATIONAL']);
  });

  it('sorts ascending on a first click, flips on the next, and starts ascending on a new column', async () => {
    const user = renderList({ layout: 'table' });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(tableOrder()).toEqual(['backlink checker', 'seo tools', 'keyword clustering']);
    expect(header('Share').getAttribute('aria-sort')).toBe('ascending');

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(tableOrder()).toEqual(['keyword clustering', 'seo tools', 'backlink checker']);
    expect(header('Share').getAttribute('aria-sort')).toBe('descending');

    await user.click(screen.getByRole('button', { name: 'Keyword' }));
    expect(tableOrder()).toEqual(['backlink checker', 'keyword clustering', 'seo tools']);
    expect(header('Keyword').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Share').hasAttribute('aria-sort')).toBe(false);
  });

  it('sorts missing numbers last', async () => {
    const user = renderList({ layout: 'table' });
    await user.click(screen.getByRole('button', { name: 'Volume' }));
    expect(tableOrder()).toEqual(['backlink checker', 'seo tools', 'keyword clustering']);
    await user.click(screen.getByRole('button', { name: 'Volume' }));
    expect(tableOrder()).toEqual(['seo tools', 'backlink checker', 'keyword clustering']);
  });

  it('gives a column with sortable false no sort button', () => {
    renderList({ layout: 'table' });
    expect(header('Branded').textContent).toBe('Branded');
    expect(screen.queryByRole('button', { name: 'Branded' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Intent' })).toBeTruthy();
  });

  it('sorts from the keyboard: Tab to a header, Enter sorts, Enter again flips', async () => {
    const user = renderList({ layout: 'table' });
    const button = screen.getByRole('button', { name: 'Keyword' });
    for (let presses = 0; presses < 10 && document.activeElement !== button; presses += 1) await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(header('Keyword').getAttribute('aria-sort')).toBe('ascending');
    await user.keyboard('{Enter}');
    expect(header('Keyword').getAttribute('aria-sort')).toBe('descending');
    expect(tableOrder()).toEqual(['seo tools', 'keyword clustering', 'backlink checker']);
  });

  it('shows the first 2 actions as icon buttons and the rest in a row menu', async () => {
    const onView = vi.fn();
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const user = renderList({ layout: 'table', onView, onEdit, onDelete });
    const row = screen.getByRole('rowheader', { name: 'backlink checker' }).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith(rows[2]);

    await user.click(within(row).getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(rows[2]);
    expect(onView).not.toHaveBeenCalled();
  });
});

describe('DataList cards', () => {
  it('shows the primary column as heading, 2 more columns, and the rest behind Show more', async () => {
    const user = renderList({ layout: 'cards' });
    const cards = await screen.findAllByTestId('data-card');
    expect(cards).toHaveLength(3);
    const card = cards[0];
    expect(within(card).getByRole('heading').textContent).toBe('seo tools');
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Volume', 'CPC']);
    expect(within(card).queryByText('12.3%')).toBeNull();

    const toggle = within(card).getByRole('button', { name: 'Show more' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Volume', 'CPC', 'Share', 'Branded', 'Intent']);
    expect(within(card).getByText('12.3%')).toBeTruthy();
    const less = within(card).getByRole('button', { name: 'Show less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    await user.click(less);
    expect(within(card).queryByText('12.3%')).toBeNull();
  });

  it('skips columns with showInCard false in the summary', async () => {
    const cardColumns: DataColumn<Keyword>[] = [
      { key: 'keyword', header: 'Keyword' },
      { key: 'volume', header: 'Volume', showInCard: false },
      { key: 'intent', header: 'Intent' },
      { key: 'share', header: 'Share', format: 'percentage' },
    ];
    renderList({ layout: 'cards', columns: cardColumns });
    const [card] = await screen.findAllByTestId('data-card');
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Intent', 'Share']);
  });

  it('shows the first 2 actions as icons and the others once expanded, each called with its row', async () => {
    const onView = vi.fn();
    const onDelete = vi.fn();
    const onShare = vi.fn();
    const onDownload = vi.fn();
    const user = renderList({ layout: 'cards', onView, onDelete, onShare, onDownload });
    const card = (await screen.findAllByTestId('data-card'))[1];
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual(['View', 'Delete', 'Show more']);
    await user.click(within(card).getByRole('button', { name: 'View' }));
    expect(onView).toHaveBeenCalledWith(rows[1]);

    await user.click(within(card).getByRole('button', { name: 'Show more' }));
    await user.click(within(card).getByRole('button', { name: 'Download' }));
    expect(onDownload).toHaveBeenCalledWith(rows[1]);
    expect(within(card).getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(onShare).not.toHaveBeenCalled();
  });

  it('has no expand toggle when everything fits on the card', async () => {
    renderList({ layout: 'cards', columns: columns.slice(0, 3) });
    const [card] = await screen.findAllByTestId('data-card');
    expect(within(card).queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

describe('DataList layout', () => {
  it('starts with cards on a small screen and switches to a table', async () => {
    const user = renderList();
    const cards = screen.getByRole('button', { name: 'Cards' });
    expect(cards.getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findAllByTestId('data-card')).toHaveLength(3);
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId('data-card')).toBeNull();
  });

  it('shows a table and no switch on a wide screen', () => {
    const wideScreen = (query: string) =>
      ({
        matches: true,
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList;
    vi.spyOn(window, 'matchMedia').mockImplementation(wideScreen);
    renderList();
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cards' })).toBeNull();
  });
});

describe('DataList with 10,000 rows', () => {
  const many: Keyword[] = Array.from({ length: 10_000 }, (_, i) => ({
    id: String(i),
    keyword: `keyword ${i}`,
    volume: i,
    cpc: i / 100,
    share: i % 100,
    branded: i % 2 === 0,
    intent: 'commercial',
  }));

  it('renders only a window of the cards', async () => {
    renderList({ rows: many, layout: 'cards' });
    const cards = await screen.findAllByTestId('data-card');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(50);
    expect(screen.getByText('Showing 10,000 of 10,000 results')).toBeTruthy();
  });

  it('renders only a window of the table rows, sorted over all of them', async () => {
    // jsdom lays nothing out; give the table's scrolling box a height so the virtualiser has a viewport.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    const user = renderList({ rows: many, layout: 'table' });
    const shown = await screen.findAllByRole('rowheader');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(100);
    expect(shown[0].textContent).toBe('keyword 0');

    await user.click(screen.getByRole('button', { name: 'Volume' }));
    await user.click(screen.getByRole('button', { name: 'Volume' }));
    expect(screen.getAllByRole('rowheader')[0].textContent).toBe('keyword 9999');
  });

  it('searches all of them', async () => {
    const user = renderList({ rows: many, layout: 'cards' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'keyword 9999');
    expect(await screen.findByText('Showing 1 of 10,000 results for "keyword 9999"')).toBeTruthy();
  });
});
