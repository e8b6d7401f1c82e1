import { describe, expect, it } from 'vitest';
import { mimeTypeForFile } from './download-file';

describe('mimeTypeForFile', () => {
  it('knows the export types', () => {
    expect(mimeTypeForFile('keyword-research.csv')).toBe('text/csv;charset=utf-8');
    expect(mimeTypeForFile('keyword-research.txt')).toBe('text/plain;charset=utf-8');
    expect(mimeTypeForFile('related-keywords-seo-2026-11-22.JSON')).toBe('application/json;charset=utf-8');
    expect(mimeTypeForFile('archive.zip')).toBe('application/octet-stream');
  });
});
