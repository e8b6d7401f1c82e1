// The locale numbers, money and dates are written in. The browser keeps the
// user's own language list at start and chooses from it when the first figure is written (no Intl
// work before then, decision 034); the server, the build's pre-rendering and tests keep
// en-US, so a mail, a log line or an API message reads the same for everyone. CSV and JSON exports
// never go through it: files keep plain machine-readable numbers.
export const DEFAULT_DISPLAY_LOCALE = 'en-US';

let current = DEFAULT_DISPLAY_LOCALE;
/** The browser's language list, kept until the first formatting reads the locale. */
let deferred: readonly string[] | null = null;

/**
 * Keeps the user's language list and leaves choosing from it to the first number, price or date
 * written. The first call into Intl loads the browser's locale data (40–100 ms on a phone, in one
 * task); a visitor's landing and sign-in pages format nothing, so they never pay it (decision 034).
 */
export function preferDisplayLocales(preferred: readonly string[]): void {
  deferred = preferred;
}

/** Picks the first of `preferred` that Intl supports (else en-US) and returns it. */
export function setDisplayLocale(preferred: readonly string[]): string {
  deferred = null;
  let chosen = DEFAULT_DISPLAY_LOCALE;
  for (const candidate of preferred) {
    try {
      const [supported] = Intl.NumberFormat.supportedLocalesOf(candidate);
      if (supported) {
        chosen = supported;
        break;
      }
    } catch {
      // A malformed tag (RangeError) is skipped like an unsupported one.
    }
  }
  current = chosen;
  return chosen;
}

export function displayLocale(): string {
  if (deferred) setDisplayLocale(deferred);
  return current;
}

/** One formatter per locale and options key, built on first use (Intl constructors are slow). */
export function cachedFormatter<F>(cache: Map<string, F>, key: string, build: (locale: string) => F): F {
  const locale = displayLocale();
  const fullKey = `${locale}|${key}`;
  let formatter = cache.get(fullKey);
  if (!formatter) {
    formatter = build(locale);
    cache.set(fullKey, formatter);
  }
  return formatter;
}
