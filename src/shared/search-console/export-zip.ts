// The zip Search Console's "Export → Download CSV" gives: its CSV entries as text. fflate is the
// zip reader already installed (a dependency of file-type); the browser loads this module only
// when a zip is chosen.
import { unzipSync } from 'fflate';
import type { ExportFile } from './export-files';

/** Unpacked bytes read at most, so a zip bomb cannot fill the memory. */
const UNZIPPED_MAX_BYTES = 32 * 1024 * 1024;

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** The CSV files of a zip, or null when the bytes are no readable zip. */
export function csvFilesOfZip(bytes: Uint8Array): ExportFile[] | null {
  let total = 0;
  try {
    const entries = unzipSync(bytes, {
      filter: (entry) => {
        total += entry.originalSize;
        return /\.csv$/i.test(entry.name) && total <= UNZIPPED_MAX_BYTES;
      },
    });
    const decoder = new TextDecoder('utf-8');
    return Object.entries(entries).map(([name, data]) => ({ name: name.replace(/^.*\//, ''), text: decoder.decode(data), fromZip: true }));
  } catch {
    return null;
  }
}
