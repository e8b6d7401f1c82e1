// Input rules shared by client and server. The browser uses them for comfort,
// the server for real: one schema per rule, so the two can never disagree.
import { z } from 'zod';
import {
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MIN,
  EMAIL_MAX_LENGTH,
  KEYWORD_MAX_LENGTH,
  KEYWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants/limits';
import {
  DISPLAY_NAME_INVALID_CHARS,
  DISPLAY_NAME_TOO_LONG,
  DISPLAY_NAME_TOO_SHORT,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  INVALID_ID,
  KEYWORD_TOO_LONG,
  KEYWORD_TOO_SHORT,
  NEW_PASSWORD_TOO_SHORT,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from './messages/validation';
import { labsSeedIssue, searchableQueryIssue } from './keyword-rule';
import { checkStorable } from './storable-text';

const keywordLengthSchema = z.string().trim().min(KEYWORD_MIN_LENGTH, KEYWORD_TOO_SHORT).max(KEYWORD_MAX_LENGTH, KEYWORD_TOO_LONG);

/** Seed keyword: trimmed, 2 to 200 characters, a searchable query (no control character, no formula, a letter or digit). */
export const keywordSchema = keywordLengthSchema.superRefine((keyword, ctx) => {
  const issue = searchableQueryIssue(keyword);
  if (issue !== null) ctx.addIssue({ code: 'custom', message: issue });
});

/** A seed for the Labs tools: the lengths, the provider's 80 characters and 10 words, then a searchable query (labsSeedIssue's order). */
export const labsSeedSchema = keywordLengthSchema.superRefine((keyword, ctx) => {
  const issue = labsSeedIssue(keyword);
  if (issue !== null) ctx.addIssue({ code: 'custom', message: issue });
});

// Letters and digits of any script. Marks (\p{M}) belong to letters in scripts such as
// Devanagari or Thai, and to accents typed as combining characters, so they are allowed too.
// Only the plain space separates words; tabs and line breaks are refused.
const DISPLAY_NAME_CHARS = /^[\p{L}\p{M}\p{N} ]*$/u;

/** Display name: trimmed, 2 to 50 characters, letters, digits and spaces only. */
export const displayNameSchema = z
  .string()
  .trim()
  .min(DISPLAY_NAME_MIN, DISPLAY_NAME_TOO_SHORT)
  .max(DISPLAY_NAME_MAX, DISPLAY_NAME_TOO_LONG)
  .regex(DISPLAY_NAME_CHARS, DISPLAY_NAME_INVALID_CHARS);

/** Password: 6 to 128 characters, never trimmed (spaces are part of a password). */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)
  .superRefine(checkStorable);

/** The same rule with the update-password screen's wording. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, NEW_PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)
  .superRefine(checkStorable);

/** E-mail: trimmed and lowercased before it is checked, so stored addresses compare exactly. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, EMAIL_REQUIRED)
  .max(EMAIL_MAX_LENGTH, EMAIL_INVALID)
  .pipe(z.email(EMAIL_INVALID));

export const uuidSchema = z.uuid(INVALID_ID);

/** The first message of a failed parse, for a form's single error line. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
