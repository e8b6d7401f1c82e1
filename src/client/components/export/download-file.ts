// Saves text made in the browser as a file (exports need no server call, spec section 7): a Blob
// with the right MIME type and an object URL clicked through a temporary link. The text is
// written as given: the CSV's UTF-8 byte order mark comes from src/shared/export/csv.ts.

export const EXPORT_MIME_TYPES = {
  csv: 'text/csv;charset=utf-8',
  txt: 'text/plain;charset=utf-8',
  json: 'application/json;charset=utf-8',
} as const;

export type ExportFileType = keyof typeof EXPORT_MIME_TYPES;

export function mimeTypeForFile(fileName: string): string {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return extension in EXPORT_MIME_TYPES ? EXPORT_MIME_TYPES[extension as ExportFileType] : 'application/octet-stream';
}

export function downloadFile(content: string, fileName: string, mimeType: string = mimeTypeForFile(fileName)): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
