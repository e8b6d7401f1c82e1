// Every numeric limit of the product, in one place for client and server.
export const KEYWORD_MIN_LENGTH = 2;
export const KEYWORD_MAX_LENGTH = 200;
/** DataForSEO Labs' own limits on a keyword (keyword_overview docs): checked before any paid call. */
export const LABS_KEYWORD_MAX_LENGTH = 80;
export const LABS_KEYWORD_MAX_WORDS = 10;
/** Seeds one keyword research may take; each is one keyword research of the quota. */
export const MAX_SEEDS_PER_RESEARCH = 10;
/** The seed field's longest text: every seed at the Labs length, with a separator and a space. */
export const SEEDS_TEXT_MAX_LENGTH = MAX_SEEDS_PER_RESEARCH * (LABS_KEYWORD_MAX_LENGTH + 2);
export const RESEARCH_LIMIT_OPTIONS = [50, 100, 250, 500, 1000] as const;
export type ResearchLimit = (typeof RESEARCH_LIMIT_OPTIONS)[number];
export const DEFAULT_RESEARCH_LIMIT: ResearchLimit = 100;
export const RELATED_LIMIT_OPTIONS = [100, 250, 500, 1000] as const;
export const RELATED_PAGE_SIZE = 100;
export const RELATED_DEPTHS = [0, 1, 2, 3, 4] as const;
export const DEFAULT_RELATED_DEPTH = 1;
export const RELATED_DEPTH_COUNTS: Record<number, number> = { 0: 1, 1: 8, 2: 72, 3: 584, 4: 4680 };
export const SERP_RESULT_COUNT = 10;
export const SPELLING_MIN_LENGTH = 3;
export const SPELLING_DELAY_MS = 800;
/** The longest address SMTP can carry (RFC 5321); longer ones are refused before any lookup. */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 50;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_HISTORY_ROWS = 50;
export const ADMIN_RESEARCH_ROWS = 100;
export const USAGE_WARNING_PERCENT = 80;
export const TRIAL_WARNING_DAYS = 3;
export const TRIAL_DAYS = 7;
export const PLAN_SELECTION_TTL_MS = 60 * 60 * 1000;
export const UNLIMITED = -1;
export const SCROLL_TO_RESULTS_DELAY_MS = 100;
export const PAYMENT_SUCCESS_REDIRECT_MS = 3000;
export const PAYMENT_CANCELLED_REDIRECT_MS = 5000;
export const LONG_TOAST_MS = 8000;
/** Decoded size an avatar may have (width x height): checked from the header, before decoding. */
export const AVATAR_MAX_INPUT_PIXELS = 25_000_000;
/** Avatars are stored re-encoded as square WEBP images of this many pixels a side at most. */
export const AVATAR_OUTPUT_SIZE = 512;
/** Largest request body any API route reads, except the avatar upload (its own 2 MB rule). */
export const REQUEST_BODY_MAX_BYTES = 64 * 1024;
/** Active API keys one user may hold at once (decision 021). */
export const API_KEYS_PER_USER = 10;
export const API_KEY_NAME_MAX = 50;
/** Requests one API key may make per minute, unless API_KEY_RATE_LIMIT says otherwise. */
export const API_KEY_REQUESTS_PER_MINUTE = 60;
/** Saved filter presets one user may hold. */
export const FILTER_PRESETS_PER_USER = 25;
export const FILTER_PRESET_NAME_MAX = 60;
/** The longest filter query text a preset stores (the codec's own limits keep real filters far below). */
export const FILTER_PRESET_FILTER_MAX = 4000;

/** Active (not revoked, not expired) share links one research or list may have at once (decision 030). */
export const SHARE_LINKS_PER_TARGET = 20;
/** A share link's expiry, in days from its creation; none means it lasts until revoked. */
export const SHARE_EXPIRY_DAYS_MAX = 365;
/** Metric values fetched longer ago than this are marked stale. */
export const METRICS_STALE_AFTER_DAYS = 30;
/** Reads of shared links one client address may make per minute (the token is the only key: slow guessing down). */
export const SHARED_READS_PER_MINUTE = 120;
/** Preference saves (a table's layout, an overview opened or closed) one user may make per minute; the browser sends one per settled change. */
export const PREFERENCE_WRITES_PER_MINUTE = 120;
