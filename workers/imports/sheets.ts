import { normaliseHeader } from './formats';
import { KeywordImportError } from './limits';
import { SEARCH_CONSOLE_LANGUAGES, type SearchConsoleLanguage } from './searchConsoleHeaders';

type SheetKey = 'countries' | 'devices' | 'dates' | 'searchAppearance' | 'pages';

/** The English sheet names, as the export's zip names its files. */
const SHEET_NAMES: Record<SheetKey | 'filters', string> = {
  countries: 'Countries',
  devices: 'Devices',
  dates: 'Dates',
  searchAppearance: 'Search appearance',
  pages: 'Pages',
  filters: 'Filters',
};

const SHEET_KEYS: SheetKey[] = ['countries', 'devices', 'dates', 'searchAppearance', 'pages'];

const includes = (names: string[], header: string | undefined) =>
  header !== undefined && names.some((name) => normaliseHeader(name) === header);

/** 'Impressions' is both English and French, 'Clics' both French and Spanish: clicks decide first. */
function hasMetric(language: SearchConsoleLanguage, headers: string[], clicksOnly: boolean): boolean {
  const names = clicksOnly ? language.clicks : [...language.clicks, ...language.impressions];
  return headers.slice(1).some((h) => includes(names, h));
}

function advice(sheet: string, language: SearchConsoleLanguage): string {
  const upload = language.queriesFile === 'Queries.csv' ? 'Queries.csv' : `${language.queriesFile} (the Queries sheet)`;
  const why = sheet === 'Pages' ? ' (it lists pages, not queries)' : '';
  return `This is the ${sheet} sheet of a Search Console export${why}; upload ${upload}`;
}

/** Which sheet other than Queries a header row is, with the language it is written in; null for anything else. */
function otherSheet(headers: string[]): { sheet: string; language: SearchConsoleLanguage } | null {
  const [first, second] = headers;
  for (const language of SEARCH_CONSOLE_LANGUAGES) {
    const isFilters =
      headers.length === 2 &&
      language.filters.some(([name, value]) => includes([name], first) && includes([value], second));
    if (isFilters) return { sheet: SHEET_NAMES.filters, language };
  }
  for (const clicksOnly of [true, false]) {
    for (const language of SEARCH_CONSOLE_LANGUAGES) {
      // A dimension column followed by Search Console's own metrics: a neighbour of the Queries sheet.
      if (!hasMetric(language, headers, clicksOnly)) continue;
      const key = SHEET_KEYS.find((k) => includes(language[k], first));
      if (key) return { sheet: SHEET_NAMES[key], language };
    }
  }
  return null;
}

/**
 * A Search Console export is a zip of sheets; only Queries holds keywords. The others (countries,
 * devices, dates, pages, ...) would otherwise import as a keyword list of 'France' and 'MOBILE', so
 * they are refused with the name of the file to upload instead. Takes the split header cells.
 */
export function refuseOtherSearchConsoleSheet(cells: string[]): void {
  const found = otherSheet(cells.map(normaliseHeader));
  if (found) throw new KeywordImportError('wrong_sheet', advice(found.sheet, found.language));
}
