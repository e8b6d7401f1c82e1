// The files of one upload read together: at most one Queries.csv and one Pages.csv. Inside a zip,
// Search Console's other tables (countries, devices, dates, filters) are passed over; a CSV chosen
// on its own that is not an export is refused with its reason.
import { SEARCH_CONSOLE_NO_FILE } from '../messages/search-console';
import { parseSearchConsoleCsv, type ExportRow } from './export-parse';

export interface ExportFile {
  name: string;
  text: string;
  /** Taken out of a zip: a table other than queries or pages is skipped rather than refused. */
  fromZip?: boolean | undefined;
}

export type ReadExport = { ok: true; queries: ExportRow[] | null; pages: ExportRow[] | null } | { ok: false; error: string };

export function readExportFiles(files: readonly ExportFile[]): ReadExport {
  let queries: ExportRow[] | null = null;
  let pages: ExportRow[] | null = null;
  for (const file of files) {
    const parsed = parseSearchConsoleCsv(file.text, file.name);
    if (!parsed.ok) {
      if (file.fromZip === true) continue;
      return parsed;
    }
    if ((parsed.kind === 'queries' ? queries : pages) !== null) return { ok: false, error: `Choose one ${parsed.kind === 'queries' ? 'Queries' : 'Pages'}.csv per upload.` };
    if (parsed.kind === 'queries') queries = parsed.rows;
    else pages = parsed.rows;
  }
  if (queries === null && pages === null) return { ok: false, error: SEARCH_CONSOLE_NO_FILE };
  return { ok: true, queries, pages };
}
