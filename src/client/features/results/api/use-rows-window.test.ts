import { describe, expect, it } from 'vitest';
import { pageStart, windowStep } from './use-rows-window';

describe('the window of a list read by position', () => {
  const page = 500;
  const window = { start: 0, end: 1000 };

  it('reads nothing while the places in view are well inside the window', () => {
    expect(windowStep({ first: 300, last: 320 }, window, page, 100)).toBeNull();
  });

  it('reads the page after or before the window near its edges', () => {
    expect(windowStep({ first: 930, last: 950 }, window, page, 100)).toBe('next');
    expect(windowStep({ first: 1020, last: 1040 }, window, page, 100)).toBe('next');
    expect(windowStep({ first: 1520, last: 1540 }, { start: 1500, end: 2500 }, page, 100)).toBe('previous');
    expect(windowStep({ first: 10, last: 30 }, window, page, 100)).toBeNull();
  });

  it('jumps to the page of the first place in view when it is out of reach: the end of 50,000 rows is one read', () => {
    expect(windowStep({ first: 49_980, last: 49_999 }, window, page, 100)).toEqual({ jumpTo: 49_500 });
    expect(windowStep({ first: 20, last: 40 }, { start: 49_000, end: 50_000 }, page, 100)).toEqual({ jumpTo: 0 });
    expect(pageStart(25_123, page)).toBe(25_000);
  });
});
