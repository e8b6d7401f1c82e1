import { describe, expect, it } from 'vitest';
import { differsFromTyped, isSpellingCandidate } from './should-show-suggestion';

describe('spelling hint rules', () => {
  it('asks only from 3 characters on, ignoring edge spaces', () => {
    expect(isSpellingCandidate('se')).toBe(false);
    expect(isSpellingCandidate('  se  ')).toBe(false);
    expect(isSpellingCandidate('seo')).toBe(true);
  });

  it('shows a suggestion only when it differs ignoring case', () => {
    expect(differsFromTyped('keyword', 'keywrod')).toBe(true);
    expect(differsFromTyped('SEO Tools', 'seo tools')).toBe(false);
    expect(differsFromTyped(null, 'seo')).toBe(false);
    expect(differsFromTyped('', 'seo')).toBe(false);
  });
});
