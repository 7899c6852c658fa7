/**
 * Search Console writes its CSV headers (and names its sheets) in the interface language of the
 * account, so a French user's Queries sheet is `Requêtes.csv` with `Requêtes les plus fréquentes,
 * Clics,Impressions,CTR,Position`. This table is the one place those names live; formats.ts and
 * sheets.ts derive their header lists from it. Where sources disagree on a translation, every
 * variant seen is listed: an extra alias costs nothing, a missing one loses the user's figures.
 */
export interface SearchConsoleLanguage {
  language: string;
  /** First column of the Queries sheet. */
  queries: string[];
  /** First column of the Pages sheet. */
  pages: string[];
  clicks: string[];
  impressions: string[];
  ctr: string[];
  position: string[];
  /** The Queries sheet's file name in this language, for the 'upload this instead' advice. */
  queriesFile: string;
  /** First column of the sheets that hold no queries. */
  countries: string[];
  devices: string[];
  dates: string[];
  searchAppearance: string[];
  /** The Filters sheet has two columns: filter name and value. */
  filters: [string, string][];
}

export const SEARCH_CONSOLE_LANGUAGES: SearchConsoleLanguage[] = [
  {
    language: 'English',
    queries: ['Top queries'],
    pages: ['Top pages'],
    clicks: ['Clicks'],
    impressions: ['Impressions'],
    ctr: ['CTR'],
    position: ['Position'],
    queriesFile: 'Queries.csv',
    countries: ['Country'],
    devices: ['Device'],
    dates: ['Date'],
    searchAppearance: ['Search Appearance'],
    filters: [['Filter', 'Value']],
  },
  {
    language: 'French',
    queries: ['Requêtes les plus fréquentes'],
    pages: ['Pages les plus populaires', 'Pages les plus fréquentes'],
    clicks: ['Clics'],
    impressions: ['Impressions'],
    ctr: ['CTR', 'Taux de clics'],
    position: ['Position', 'Position moyenne'],
    queriesFile: 'Requêtes.csv',
    countries: ['Pays'],
    devices: ['Appareil'],
    dates: ['Date'],
    searchAppearance: ['Apparence dans les résultats de recherche'],
    filters: [['Filtre', 'Valeur']],
  },
  {
    language: 'German',
    queries: ['Häufigste Suchanfragen', 'Suchanfragen'],
    pages: ['Häufigste Seiten', 'Top-Seiten', 'Seiten'],
    clicks: ['Klicks'],
    impressions: ['Impressionen'],
    ctr: ['CTR', 'Klickrate'],
    position: ['Position', 'Durchschnittliche Position'],
    queriesFile: 'Suchanfragen.csv',
    countries: ['Land'],
    devices: ['Gerät'],
    dates: ['Datum'],
    searchAppearance: ['Darstellung in der Suche'],
    filters: [['Filter', 'Wert']],
  },
  {
    language: 'Spanish',
    queries: ['Consultas principales'],
    pages: ['Páginas principales'],
    clicks: ['Clics'],
    impressions: ['Impresiones'],
    ctr: ['CTR'],
    position: ['Posición', 'Posición media'],
    queriesFile: 'Consultas.csv',
    countries: ['País'],
    devices: ['Dispositivo'],
    dates: ['Fecha'],
    searchAppearance: ['Aspecto en la búsqueda', 'Aparición en búsquedas'],
    filters: [['Filtro', 'Valor']],
  },
  {
    language: 'Italian',
    queries: ['Query più frequenti', 'Query principali'],
    pages: ['Pagine più visitate', 'Pagine principali'],
    clicks: ['Clic'],
    impressions: ['Impressioni'],
    ctr: ['CTR'],
    position: ['Posizione', 'Posizione media'],
    queriesFile: 'Query.csv',
    countries: ['Paese'],
    devices: ['Dispositivo'],
    dates: ['Data'],
    searchAppearance: ['Aspetto nella ricerca'],
    filters: [['Filtro', 'Valore']],
  },
  {
    language: 'Dutch',
    queries: ['Populairste zoekopdrachten'],
    pages: ["Populairste pagina's"],
    clicks: ['Klikken'],
    impressions: ['Vertoningen'],
    ctr: ['CTR'],
    position: ['Positie'],
    queriesFile: 'Zoekopdrachten.csv',
    countries: ['Land'],
    devices: ['Apparaat'],
    dates: ['Datum'],
    searchAppearance: ['Zoekopmaak'],
    filters: [['Filter', 'Waarde']],
  },
  {
    language: 'Portuguese',
    queries: ['Principais consultas', 'Consultas mais frequentes'],
    pages: ['Páginas mais visitadas', 'Principais páginas'],
    clicks: ['Cliques'],
    impressions: ['Impressões'],
    ctr: ['CTR'],
    position: ['Posição'],
    queriesFile: 'Consultas.csv',
    countries: ['País'],
    devices: ['Dispositivo'],
    dates: ['Data'],
    searchAppearance: ['Aparência na pesquisa'],
    filters: [['Filtro', 'Valor']],
  },
  {
    language: 'Polish',
    queries: ['Najczęstsze zapytania', 'Najpopularniejsze zapytania'],
    pages: ['Najpopularniejsze strony'],
    clicks: ['Kliknięcia'],
    impressions: ['Wyświetlenia'],
    ctr: ['CTR'],
    position: ['Pozycja'],
    queriesFile: 'Zapytania.csv',
    countries: ['Kraj'],
    devices: ['Urządzenie'],
    dates: ['Data'],
    searchAppearance: ['Wygląd w wynikach wyszukiwania'],
    filters: [['Filtr', 'Wartość']],
  },
  {
    language: 'Japanese',
    queries: ['上位のクエリ'],
    pages: ['上位のページ'],
    clicks: ['クリック数'],
    impressions: ['表示回数'],
    ctr: ['CTR'],
    position: ['掲載順位'],
    queriesFile: 'クエリ.csv',
    countries: ['国'],
    devices: ['デバイス'],
    dates: ['日付'],
    searchAppearance: ['検索での見え方'],
    filters: [['フィルタ', '値']],
  },
];
