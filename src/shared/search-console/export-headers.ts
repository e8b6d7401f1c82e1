// The column headers of Search Console's Performance export (Queries.csv, Pages.csv) in the UI
// languages people export from. Search Console writes the headers in the account's UI language, so
// each column is matched against every language's spelling (normalised: case, accents and spacing
// ignored). The first column's name also says whether the file holds queries or pages.
export type ExportColumn = 'query' | 'page' | 'clicks' | 'impressions' | 'ctr' | 'position';

/** Per column, its header in English, German, French, Spanish, Italian, Portuguese, Dutch, Polish and Japanese. */
export const EXPORT_HEADER_ALIASES: Record<ExportColumn, readonly string[]> = {
  query: [
    'Top queries', 'Query', 'Queries',
    'Häufigste Suchanfragen', 'Suchanfrage', 'Suchanfragen',
    'Requêtes les plus fréquentes', 'Principales requêtes', 'Requête', 'Requêtes',
    'Consultas principales', 'Consulta', 'Consultas',
    'Query principali', 'Query più frequenti',
    'Principais consultas', 'Consultas mais frequentes',
    'Populairste zoekopdrachten', 'Belangrijkste zoekopdrachten', 'Zoekopdracht', 'Zoekopdrachten',
    'Najczęstsze zapytania', 'Najpopularniejsze zapytania', 'Zapytanie', 'Zapytania',
    '上位のクエリ', 'クエリ',
  ],
  page: [
    'Top pages', 'Page', 'Pages',
    'Häufigste Seiten', 'Top-Seiten', 'Seite', 'Seiten',
    'Pages les plus populaires', 'Principales pages',
    'Páginas principales', 'Página', 'Páginas',
    'Pagine principali', 'Pagine più visitate', 'Pagina', 'Pagine',
    'Principais páginas', 'Páginas mais visitadas',
    'Populairste pagina\'s', 'Belangrijkste pagina\'s', 'Pagina\'s',
    'Najpopularniejsze strony', 'Najczęstsze strony', 'Strona', 'Strony',
    '上位のページ', 'ページ',
  ],
  clicks: ['Clicks', 'Klicks', 'Clics', 'Clic', 'Cliques', 'Klikken', 'Kliknięcia', 'クリック数'],
  impressions: ['Impressions', 'Impressionen', 'Impresiones', 'Impressioni', 'Impressões', 'Vertoningen', 'Weergaven', 'Wyświetlenia', '表示回数'],
  ctr: ['CTR', 'Click-through rate', 'Klickrate', 'Taux de clics', 'Tasa de clics', 'Percentuale di clic', 'Taxa de cliques', 'Klikfrequentie', 'Współczynnik klikalności', 'クリック率'],
  position: ['Position', 'Average position', 'Durchschnittliche Position', 'Position moyenne', 'Posición', 'Posición media', 'Posizione', 'Posizione media', 'Posição', 'Posição média', 'Positie', 'Gemiddelde positie', 'Pozycja', 'Średnia pozycja', '掲載順位', '平均掲載順位'],
};

/** A header as compared: byte-order mark, accents, case, quotes and spacing left out. */
export function headerKey(header: string): string {
  return header
    .replace(/^\ufeff/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’'`"]/g, '')
    .replace(/[\s\u00a0_-]+/g, ' ')
    .trim();
}

const BY_KEY = new Map<string, ExportColumn>();
for (const [column, aliases] of Object.entries(EXPORT_HEADER_ALIASES) as [ExportColumn, readonly string[]][]) {
  for (const alias of aliases) BY_KEY.set(headerKey(alias), column);
}

/** Which column a header names, in any of the known languages; null when unknown. */
export function columnOfHeader(header: string): ExportColumn | null {
  return BY_KEY.get(headerKey(header)) ?? null;
}
