import { describe, expect, it } from 'vitest';
import {
  depthOptionLabel,
  loadedOfTotalMessage,
  loadMoreMessage,
  RELATED_INVALID_DEPTH,
  relatedCompleteMessage,
  relatedExportMessage,
  relatedFailureMessage,
  showingOfMessage,
} from './related';

describe('related messages', () => {
  it('words the depth rule as the screen shows it', () => {
    expect(RELATED_INVALID_DEPTH).toBe('Depth must be between 0 and 4');
  });

  it('builds the failure text: error, then message, then the fallback, with the status', () => {
    expect(relatedFailureMessage({ error: 'Boom', message: 'ignored', statusCode: 503 })).toBe('Boom (Status: 503)');
    expect(relatedFailureMessage({ message: 'Nothing here' })).toBe('Nothing here');
    expect(relatedFailureMessage({})).toBe('No results found');
    expect(relatedFailureMessage({ error: '', statusCode: 400 })).toBe('No results found (Status: 400)');
  });

  it('words the success, load-more and export notices', () => {
    expect(relatedCompleteMessage(100, 'seo', { lines: [{ tool: 'related', units: 1 }], providerCost: 0.0201 })).toBe(
      'Found 100 related keywords for "seo". Used 1 related keyword request of your quota. Provider cost: $0.02.',
    );
    expect(relatedCompleteMessage(100, 'seo', { lines: [{ tool: 'related', units: 1 }], providerCost: null })).toBe('Found 100 related keywords for "seo". Used 1 related keyword request of your quota.');
    expect(relatedCompleteMessage(100, 'seo', { lines: [{ tool: 'related', units: 0, cached: true }], providerCost: null })).toBe(
      'Found 100 related keywords for "seo". Free: the answer was cached, so nothing came off your quota.',
    );
    expect(loadMoreMessage(92, 8)).toBe('Added 92 more keywords (8 duplicates filtered)');
    expect(loadMoreMessage(100, 0)).toBe('Added 100 more keywords');
    expect(relatedExportMessage(42, 'CSV')).toBe('Exported 42 keywords to CSV');
  });

  it('counts with grouping', () => {
    expect(loadedOfTotalMessage(100, 4681)).toBe('Loaded 100 keywords of 4,681 total');
    expect(showingOfMessage(12, 1200)).toBe('Showing 12 of 1,200 keywords');
  });

  it('labels depths with the documented counts', () => {
    expect([0, 1, 2, 3, 4].map(depthOptionLabel)).toEqual([
      '0 (seed only)',
      '1 (about 8 keywords)',
      '2 (about 72 keywords)',
      '3 (about 584 keywords)',
      '4 (about 4,680 keywords)',
    ]);
  });
});
