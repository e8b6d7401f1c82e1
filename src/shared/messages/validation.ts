// User-facing validation messages, worded once for the browser and the server. Shared by the
// client forms and the server's error answers so both say the same thing.
import {
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MIN,
  KEYWORD_MAX_LENGTH,
  KEYWORD_MIN_LENGTH,
  LABS_KEYWORD_MAX_LENGTH,
  LABS_KEYWORD_MAX_WORDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants/limits';

export const INVALID_KEYWORD_TITLE = 'Invalid Keyword';
export const KEYWORD_TOO_SHORT = `Please enter a keyword with at least ${KEYWORD_MIN_LENGTH} characters.`;
export const KEYWORD_TOO_LONG = `Please enter a keyword with at most ${KEYWORD_MAX_LENGTH} characters.`;
export const LABS_KEYWORD_TOO_LONG = `Keyword research accepts at most ${LABS_KEYWORD_MAX_LENGTH} characters (the keyword data provider's limit). Please shorten the keyword.`;
export const LABS_KEYWORD_TOO_MANY_WORDS = `Keyword research accepts at most ${LABS_KEYWORD_MAX_WORDS} words (the keyword data provider's limit). Please use fewer words.`;

export const DISPLAY_NAME_TOO_SHORT = `Display name must be at least ${DISPLAY_NAME_MIN} characters`;
export const DISPLAY_NAME_TOO_LONG = `Display name must be less than ${DISPLAY_NAME_MAX} characters`;
export const DISPLAY_NAME_INVALID_CHARS = 'Display name can only contain letters, numbers, and spaces';

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
/** The update-password screen words the same rule differently. */
export const NEW_PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
export const PASSWORD_REQUIRED = 'Password is required.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
/** The update-password screen's wording, without the full stop. */
export const NEW_PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const TERMS_NOT_ACCEPTED = 'Please agree to the Terms to continue.';

export const EMAIL_REQUIRED = 'Email is required.';
export const EMAIL_INVALID = 'Please enter a valid email address.';
/** A keyword with a NUL, tab, line break or other control character (never typed in the field). */
export const KEYWORD_CONTROL_CHARS = 'Please enter a keyword without control characters.';
/** A keyword a spreadsheet would run as a formula ("=HYPERLINK(…)", "+cmd|' /C calc'!A0", "@SUM(1+1)", "-2+3+cmd"). */
export const KEYWORD_FORMULA_LIKE = 'This looks like a spreadsheet formula, not a search query. Please remove the leading =, +, - or @.';
/** A keyword with no letter or digit in any script (only emoji, punctuation or symbols): no search engine takes it as a query. */
export const KEYWORD_NO_LETTERS = 'Please enter a keyword with at least one letter or digit.';
export const EMAIL_NEEDED_FOR_RESET = 'Enter your email above first.';

export const INVALID_ID = 'Invalid id: expected a UUID.';

/** A NUL character (U+0000) in any text field: PostgreSQL cannot store it. */
export const NOT_STORABLE_NUL = 'This text contains a NUL character (U+0000), which cannot be stored. Please remove it.';
/** Half of a UTF-16 surrogate pair: not a character, it has no UTF-8 form. */
export const NOT_STORABLE_LONE_SURROGATE = 'This text contains a broken character (half of a UTF-16 surrogate pair), which cannot be stored. Please remove it.';
