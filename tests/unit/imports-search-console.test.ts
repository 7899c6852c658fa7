import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importKeywordFile, parseKeywordFile } from '@workers/imports';

const FIXTURES = join(__dirname, '../fixtures/imports');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

describe('Search Console Queries sheet in the interface languages', () => {
  const cases: Array<[string, string, string, string]> = [
    ['English', 'en', 'Queries.csv', 'cold brew coffee ratio'],
    ['French', 'fr', 'Requêtes.csv', 'ratio café cold brew'],
    ['German', 'de', 'Suchanfragen.csv', 'cold brew kaffee verhältnis'],
    ['Spanish', 'es', 'Consultas.csv', 'proporción café cold brew'],
    ['Italian', 'it', 'Query.csv', 'rapporto caffè cold brew'],
    ['Dutch', 'nl', 'Zoekopdrachten.csv', 'cold brew koffie verhouding'],
    ['Portuguese', 'pt', 'Consultas.csv', 'proporção café cold brew'],
    ['Polish', 'pl', 'Zapytania.csv', 'proporcje kawy cold brew'],
    ['Japanese', 'ja', 'クエリ.csv', '水出しコーヒー 割合'],
  ];

  it.each(cases)('reads the %s export with its clicks, impressions, CTR and position', (_, code, name, first) => {
    const result = importKeywordFile(fixture(`search-console-queries-${code}.csv`), name);
    expect(result.format.id).toBe('search-console-queries');
    expect(result.keywords).toHaveLength(2);
    expect(result.keywords[0]).toEqual({
      keyword: first,
      clicks: 1842,
      impressions: 12904,
      ctr: 0.1427,
      position: 2.1,
    });
    expect(result.keywords[1]).toMatchObject({ clicks: 96, impressions: 1404, ctr: 0.0684, position: 5.3 });
  });

  it('reads a localised export saved with a byte order mark', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...fixture('search-console-queries-fr.csv')]);
    expect(importKeywordFile(bytes, 'Requêtes.csv').format.id).toBe('search-console-queries');
  });
});

describe('Search Console sheets that hold no queries', () => {
  const refusals: Array<[string, string]> = [
    ['Countries.csv', 'This is the Countries sheet of a Search Console export; upload Queries.csv'],
    ['Devices.csv', 'This is the Devices sheet of a Search Console export; upload Queries.csv'],
    ['Dates.csv', 'This is the Dates sheet of a Search Console export; upload Queries.csv'],
    ['Search appearance.csv', 'This is the Search appearance sheet of a Search Console export; upload Queries.csv'],
    ['Filters.csv', 'This is the Filters sheet of a Search Console export; upload Queries.csv'],
    [
      'Pages.csv',
      'This is the Pages sheet of a Search Console export (it lists pages, not queries); upload Queries.csv',
    ],
    ['Pays.csv', 'This is the Countries sheet of a Search Console export; upload Requêtes.csv (the Queries sheet)'],
    ['Graphique.csv', 'This is the Dates sheet of a Search Console export; upload Requêtes.csv (the Queries sheet)'],
    ['Geräte.csv', 'This is the Devices sheet of a Search Console export; upload Suchanfragen.csv (the Queries sheet)'],
  ];

  it.each(refusals)('refuses %s and names the sheet to upload', (name, message) => {
    expect(parseKeywordFile(fixture(`search-console-sheet-${name}`), name)).toEqual({
      ok: false,
      error: { code: 'wrong_sheet', message },
    });
  });

  it('still reads a hand-made sheet whose first column is a country', () => {
    const csv = 'Keyword,Country,Search Volume\nlatte art,France,1200\n';
    expect(importKeywordFile(new TextEncoder().encode(csv), 'sheet.csv').keywords).toHaveLength(1);
  });
});

describe('Keyword Planner in the interface language', () => {
  const utf16 = (lines: string[]) => new Uint8Array([0xff, 0xfe, ...Buffer.from(lines.join('\r\n'), 'utf16le')]);

  it('reads French headers', () => {
    const bytes = utf16([
      'Stats sur les mots clés 2026-06-09 at 21_25_18',
      '1 juin 2025 - 31 mai 2026',
      'Mot clé\tDevise\tNombre moyen de recherches mensuelles\tConcurrence\tConcurrence (valeur indexée)',
      'cafetière italienne\tEUR\t1 k – 10 k\tÉlevée\t81',
    ]);
    const result = importKeywordFile(bytes, 'Stats sur les mots clés 2026-06-09 at 21_25_18.csv');
    expect(result.format.id).toBe('keyword-planner');
    expect(result.keywords).toEqual([
      { keyword: 'cafetière italienne', search_volume: 5500, competition: 'HIGH', competition_index: 81 },
    ]);
  });

  it('reads Spanish headers with the bid range', () => {
    const bytes = utf16([
      'Estadísticas de palabras clave 2026-06-09 at 21_25_18',
      '1 de junio de 2025 - 31 de mayo de 2026',
      'Palabra clave\tMoneda\tPromedio de búsquedas mensuales\tCompetencia\tCompetencia (valor indexado)\t' +
        'Puja por la parte superior de la página (intervalo bajo)\tPuja por la parte superior de la página (intervalo alto)',
      'cafetera italiana\tEUR\t1 k – 10 k\tAlta\t89\t0,31\t1,20',
    ]);
    const result = importKeywordFile(bytes, 'Estadísticas de palabras clave.csv');
    expect(result.format.id).toBe('keyword-planner');
    expect(result.keywords).toEqual([
      {
        keyword: 'cafetera italiana',
        search_volume: 5500,
        competition: 'HIGH',
        competition_index: 89,
        cpc_low: 0.31,
        cpc_high: 1.2,
      },
    ]);
  });
});
