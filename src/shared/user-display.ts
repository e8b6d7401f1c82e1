// The name and initials shown in the header avatar.

export interface NameSources {
  displayName?: string | null;
  fullName?: string | null;
  name?: string | null;
  email?: string | null;
}

export const FALLBACK_USER_NAME = 'User';

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Profile display name, then sign-in full name or name, then the e-mail before the @, then "User". */
export function shownName(sources: NameSources): string {
  const emailLocalPart = present(sources.email?.split('@')[0]);
  return (
    present(sources.displayName) ??
    present(sources.fullName) ??
    present(sources.name) ??
    emailLocalPart ??
    FALLBACK_USER_NAME
  );
}

/** First letters of up to two words, uppercase ("ada lovelace king" -> "AL"); "" for a blank name. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => (Array.from(word)[0] ?? '').toUpperCase())
    .join('');
}
