import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keywordLengthIssue, labsSeedIssue } from './keyword-rule';
import { LABS_KEYWORD_TOO_LONG, LABS_KEYWORD_TOO_MANY_WORDS } from './messages/validation';
import { keywordSchema, labsSeedSchema } from './validation';

describe('keywordLengthIssue', () => {
  it('names the rule that fails', () => {
    expect(keywordLengthIssue(' a ')).toBe('Please enter a keyword with at least 2 characters.');
    expect(keywordLengthIssue('x'.repeat(201))).toBe('Please enter a keyword with at most 200 characters.');
    expect(keywordLengthIssue('  seo  ')).toBeNull();
  });

  it('agrees with the server schema on every input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 230 }), (keyword) => {
        const parsed = keywordSchema.safeParse(keyword);
        const issue = keywordLengthIssue(keyword);
        expect(issue === null).toBe(parsed.success);
        if (!parsed.success) expect(issue).toBe(parsed.error.issues[0]?.message);
      }),
    );
  });
});

describe('labsSeedIssue (DataForSEO Labs: 80 characters, 10 words)', () => {
  const word = fc.stringMatching(/^[a-z0-9éü]{1,12}$/);
  const spaces = fc.stringMatching(/^[ \t]{1,3}$/);

  it('names the limit that fails', () => {
    expect(labsSeedIssue('a'.repeat(81))).toBe(LABS_KEYWORD_TOO_LONG);
    expect(labsSeedIssue('a'.repeat(80))).toBeNull();
    expect(labsSeedIssue(Array(11).fill('ab').join(' '))).toBe(LABS_KEYWORD_TOO_MANY_WORDS);
    expect(labsSeedIssue(Array(10).fill('ab').join(' '))).toBeNull();
    // Spacing the provider never sees does not count.
    expect(labsSeedIssue(`  ${Array(10).fill('ab').join('    ')}  `)).toBeNull();
    expect(labsSeedIssue('x')).toBe('Please enter a keyword with at least 2 characters.');
  });

  it('accepts every seed of 1 to 10 words and at most 80 characters, however it is spaced', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 10 }), spaces, (words, gap) => {
        const sent = words.join(' ');
        fc.pre(sent.length >= 2 && [...sent].length <= 80);
        expect(labsSeedIssue(` ${words.join(gap)} `)).toBeNull();
      }),
    );
  });

  it('refuses every seed of more than 10 words, and every seed longer than 80 characters', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 11, maxLength: 20 }), (words) => {
        const issue = labsSeedIssue(words.join(' '));
        expect([LABS_KEYWORD_TOO_MANY_WORDS, LABS_KEYWORD_TOO_LONG, 'Please enter a keyword with at most 200 characters.']).toContain(issue);
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 81, maxLength: 200 }).filter((s) => [...s.trim().replace(/\s+/g, ' ')].length > 80 && s.trim().length <= 200), (keyword) => {
        expect(labsSeedIssue(keyword)).toBe(LABS_KEYWORD_TOO_LONG);
      }),
    );
  });

  it('agrees with the server schema on every input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 230 }), fc.array(word, { maxLength: 14 }).map((w) => w.join(' '))), (keyword) => {
        const parsed = labsSeedSchema.safeParse(keyword);
        const issue = labsSeedIssue(keyword);
        expect(issue === null).toBe(parsed.success);
        if (!parsed.success) expect(issue).toBe(parsed.error.issues[0]?.message);
      }),
    );
  });
});
