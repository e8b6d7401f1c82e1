// Streams an export: rows are pulled from an async iterable
// only as fast as the client reads, a few hundred at a time, so neither the server nor the
// browser ever holds a 100,000-row export whole. CSV has the UTF-8 BOM and CRLF lines, TXT is
// tab-separated, JSON is one array of camelCase objects written element by element; CSV and TXT
// cells pass the spreadsheet formula guard (src/shared/export, the one source of these rules).
import { csvCell, CSV_LINE_END, UTF8_BOM, type CellSink, type CsvCell, type CsvOptions } from '../../../shared/export/csv.js';
import type { ExportFormat } from '../../../shared/export/export-file-name.js';
import { exportHeaders, exportJsonText, prepareExportLayout, visitExportCells, type ExportLayout, type FullExportRow } from '../../../shared/export/export-layout.js';
import { txtCell } from '../../../shared/export/research-export.js';

/** Rows encoded per chunk: large enough to keep per-chunk overhead small, small enough to stay lazy. */
export const ROWS_PER_CHUNK = 250;

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

interface Encoding {
  start: string;
  row(row: FullExportRow, index: number): string;
  end(rowCount: number): string;
}

/** Joins one line's cells as they are visited: one builder per export, no array per row. */
class LineBuilder implements CellSink {
  line = '';
  private first = true;
  constructor(
    private readonly separator: string,
    private readonly encode: (cell: CsvCell) => string,
  ) {}
  cell(value: CsvCell): void {
    this.line += this.first ? this.encode(value) : this.separator + this.encode(value);
    this.first = false;
  }
  take(): string {
    const line = this.line;
    this.line = '';
    this.first = true;
    return line;
  }
}

function lineEncoding(layout: ExportLayout, builder: LineBuilder, header: string, lineStart: string): Encoding {
  const prepared = prepareExportLayout(layout);
  for (const cell of exportHeaders(layout)) builder.cell(cell);
  const start = header + builder.take();
  return {
    start,
    row: (row) => {
      visitExportCells(row, prepared, builder);
      return lineStart + builder.take();
    },
    end: () => '',
  };
}

function csvEncoding(layout: ExportLayout): Encoding {
  // The related export quotes every text cell; the results export only when needed.
  const options: CsvOptions = { quoteStrings: layout.kind === 'related' };
  return lineEncoding(layout, new LineBuilder(',', (cell) => csvCell(cell, options)), UTF8_BOM, CSV_LINE_END);
}

function txtEncoding(layout: ExportLayout): Encoding {
  return lineEncoding(layout, new LineBuilder('\t', (cell) => txtCell(cell ?? '')), '', '\n');
}

function jsonEncoding(layout: ExportLayout): Encoding {
  const prepared = prepareExportLayout(layout);
  return {
    start: '[',
    row: (row, index) => `${index === 0 ? '\n  ' : ',\n  '}${exportJsonText(row, prepared)}`,
    end: (rowCount) => (rowCount === 0 ? ']' : '\n]'),
  };
}

const ENCODINGS: Record<ExportFormat, (layout: ExportLayout) => Encoding> = { csv: csvEncoding, txt: txtEncoding, json: jsonEncoding };

/** The export as a web stream of UTF-8 bytes; cancelling it (the client went away) stops the reads. */
export function exportStream(rows: AsyncIterable<FullExportRow>, format: ExportFormat, layout: ExportLayout): ReadableStream<Uint8Array> {
  const encoding = ENCODINGS[format](layout);
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  let rowCount = 0;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(encoding.start));
          return;
        }
        let text = '';
        let done = false;
        for (let i = 0; i < ROWS_PER_CHUNK; i++) {
          const next = await iterator.next();
          if (next.done) {
            done = true;
            break;
          }
          text += encoding.row(next.value, rowCount++);
        }
        if (done) text += encoding.end(rowCount);
        if (text !== '') controller.enqueue(encoder.encode(text));
        if (done) controller.close();
      },
      async cancel() {
        await iterator.return?.(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}

/**
 * attachment; filename="ascii fallback"; filename*=UTF-8''percent-encoded (RFC 6266), so a
 * keyword in any script ("кроссовки") names the file while old clients get a safe ASCII name.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
