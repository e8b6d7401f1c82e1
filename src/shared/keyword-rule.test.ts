import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keywordLengthIssue } from './keyword-rule';
import { keywordSchema } from './validation';

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
