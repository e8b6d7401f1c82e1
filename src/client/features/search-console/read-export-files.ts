// The files a person chose, as the upload sends them: CSVs as text, a zip opened in the browser
// (its module loaded only then) with only its query and page tables kept. The same shared parser
// checks them here first, so a wrong file is named before anything is sent.
import { readExportFiles, type ExportFile } from '@shared/search-console/export-files';
import { parseSearchConsoleCsv } from '@shared/search-console/export-parse';

export type ChosenFiles = { ok: true; files: { name: string; text: string }[] } | { ok: false; error: string };

async function filesOf(file: File): Promise<ExportFile[]> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const { isZip, csvFilesOfZip } = await import('@shared/search-console/export-zip');
  if (!isZip(bytes)) return [{ name: file.name, text: new TextDecoder('utf-8').decode(bytes) }];
  return csvFilesOfZip(bytes) ?? [{ name: file.name, text: '' }];
}

export async function readChosenFiles(chosen: readonly File[]): Promise<ChosenFiles> {
  const files = (await Promise.all(chosen.map(filesOf))).flat();
  const read = readExportFiles(files);
  if (!read.ok) return read;
  const sent = files.filter((file) => file.fromZip !== true || parseSearchConsoleCsv(file.text, file.name).ok);
  return { ok: true, files: sent.map(({ name, text }) => ({ name, text })) };
}
