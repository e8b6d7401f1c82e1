// The one table of DataForSEO status codes (docs.dataforseo.com/v3/appendix/errors, reference §7)
// and what each means for us: success, a retry that cannot bill twice, the user's own mistake, an
// account/funds/rate-limit message, a fault of a request our server built (logged for the
// operator), or a provider fault. Decision record 013 explains the columns.

import { ProviderError } from '../provider-error.js';

/** How the client may retry a failure: with backoff, after a rate-limit wait, or never. */
export type RetryPolicy = 'backoff' | 'rate_limit' | 'none';

export type StatusOutcome =
  | 'success' // a usable result
  | 'empty' // a usable, empty result ("No Search Results.")
  | 'retry' // transient, nothing ran: retried with backoff while the failed answer billed nothing
  | 'rate_limit' // too many requests: wait, then try again
  | 'user_input' // the user's own input was refused (only fields the user typed)
  | 'configuration' // a field or path our server sets was refused: our fault, logged for the operator
  | 'account' // the DataForSEO account itself (credentials, verification, block, subscription)
  | 'funds' // payment, balance, spending cap
  | 'provider'; // DataForSEO or the search engine failed; the user may try again later

export interface StatusRule {
  message: string; // the documented status_message
  outcome: StatusOutcome;
  retry: RetryPolicy;
}

const rule = (message: string, outcome: StatusOutcome, retry: RetryPolicy = 'none'): StatusRule => ({ message, outcome, retry });

/**
 * Every documented code. 40501 "Invalid Field" is listed as configuration; `classifyStatusCode`
 * turns it into the user's mistake only when the field named is one the user typed.
 */
export const STATUS_CODES: Readonly<Record<number, StatusRule>> = {
  20000: rule('Ok.', 'success'),
  20100: rule('Task Created.', 'success'),
  40000: rule('You can set only one task at a time.', 'configuration'),
  40001: rule('This id is used by another client, check the id.', 'configuration'),
  40002: rule('This id is used by another search engine, check the Path.', 'configuration'),
  40003: rule('This id is used by another search type, check the Path.', 'configuration'),
  40004: rule('This id is used by another function, check the Path.', 'configuration'),
  40006: rule('You can set no more than 100 tasks at a time.', 'configuration'),
  40100: rule('You are not authorized to access this resource.', 'account'),
  // The search engine failed after DataForSEO sent the request; the help center says it may be billed.
  40101: rule('Internal SE Server Error.', 'provider'),
  40102: rule('No Search Results.', 'empty'),
  40103: rule('Task execution failed, please try to resubmit the task.', 'provider'),
  40104: rule('Please verify your account before using the API.', 'account'),
  // Not a success: the task did not deliver the full result we paid for.
  40106: rule('Task completed with partial results.', 'provider'),
  40200: rule('Payment Required.', 'funds'),
  40201: rule('Your account has been temporarily blocked due to suspicious activity.', 'account'),
  40202: rule('The rate-limit per minute has been exceeded.', 'rate_limit', 'rate_limit'),
  40203: rule('The cost limit you set in the settings has been exceeded.', 'funds'),
  40204: rule('Access denied. You need to have an active subscription to access this API.', 'account'),
  40205: rule('The limit of duplicate tasks per hour has been exceeded.', 'rate_limit'),
  40206: rule('The limit of duplicate tasks per day has been exceeded.', 'rate_limit'),
  40207: rule('Access denied. Your IP is not whitelisted.', 'configuration'),
  // Refused before any task ran, so an automatic retry cannot bill twice.
  40209: rule('Too many simultaneous queries.', 'rate_limit', 'backoff'),
  40210: rule('Insufficient Funds.', 'funds'),
  40400: rule('Not Found.', 'configuration'),
  40401: rule('Task Not Found.', 'configuration'),
  40402: rule('Invalid Path.', 'configuration'),
  40403: rule('Results Expired.', 'configuration'),
  40404: rule('No Prepared Data Found.', 'provider'),
  40501: rule('Invalid Field.', 'configuration'),
  40502: rule('POST Data Is Empty.', 'configuration'),
  40503: rule('POST Data Is Invalid.', 'configuration'),
  40504: rule('Too many intersecting keywords.', 'configuration'),
  40505: rule('You are using old data.', 'provider'),
  40506: rule('Unknown Fields in POST Data.', 'configuration'),
  40601: rule('Task Handed.', 'provider'),
  40602: rule('Task In Queue.', 'provider'),
  50000: rule('Internal Error.', 'retry', 'backoff'),
  50001: rule('Error While Checking the Balance.', 'retry', 'backoff'),
  50100: rule('Not Implemented.', 'configuration'),
  50301: rule('3rd Party API Service Unavailable.', 'retry', 'backoff'),
  50303: rule('Update in progress. Please try after a few minutes.', 'retry', 'backoff'),
  50304: rule('This function temporarily unavailable.', 'provider'),
  50401: rule('Internal Error - Timeout.', 'retry', 'backoff'),
};

/** Fields a user types; an "Invalid Field" naming any other field is a request our server built. */
const USER_FIELDS: Readonly<Record<string, string>> = {
  keyword: 'The keyword',
  keywords: 'The keyword',
  // The competitor tools' sites: typed by the user, sent as read by parseCompetitorTarget.
  target: 'The domain or address',
  target1: 'The domain or address',
  target2: 'The domain or address',
  pages: 'The domain or address',
  exclude_pages: 'The domain or address',
};

export interface Classified {
  error: ProviderError;
  retry: RetryPolicy;
  /** A status outcome, or how the transport failed when no status came back. */
  outcome: StatusOutcome | 'timeout' | 'unavailable' | 'malformed';
}

function theirWords(message: string | null | undefined): string {
  const text = (message ?? '').trim();
  return text.length > 0 ? text : 'no reason given';
}

/** "Invalid Field: 'location_code'." -> "location_code". */
export function invalidFieldName(message: string | null | undefined): string | null {
  const match = /invalid field:?\s*'([^']+)'/i.exec(message ?? '');
  return match?.[1] ?? null;
}

/** The outcome of one code; unlisted codes fall back by range, never to success. */
export function outcomeOf(code: number, message?: string | null): StatusOutcome {
  const known = STATUS_CODES[code];
  if (code === 40501) {
    const field = invalidFieldName(message);
    return field !== null && field in USER_FIELDS ? 'user_input' : 'configuration';
  }
  if (known) return known.outcome;
  return 'provider';
}

const CONFIGURATION_MESSAGE =
  'The keyword data service could not handle a request our server built. This is our fault, not your input; it has been logged for the administrator. Please try again later.';

function errorFor(outcome: StatusOutcome, code: number, message: string | null | undefined, providerCost: number): ProviderError {
  const base = { providerStatusCode: code, providerMessage: theirWords(message), providerCost };
  switch (outcome) {
    case 'user_input': {
      const field = invalidFieldName(message);
      const subject = (field && USER_FIELDS[field]) ?? 'Your input';
      return new ProviderError('invalid_input', {
        ...base,
        message: `${subject} was not accepted by the keyword data provider (${theirWords(message)}). Please change it and try again.`,
      });
    }
    case 'configuration':
      return new ProviderError('configuration', { ...base, message: CONFIGURATION_MESSAGE });
    case 'account':
      if (code === 40100) return new ProviderError('auth', base);
      return new ProviderError('auth', {
        ...base,
        message: `The keyword data provider refused access to our account: ${theirWords(message)} An administrator must check the DataForSEO account.`,
      });
    case 'funds':
      if (code === 40203) {
        return new ProviderError('billing', {
          ...base,
          message: 'The keyword data provider daily spending limit has been reached. Please try again tomorrow or contact support.',
        });
      }
      return new ProviderError('billing', base);
    case 'rate_limit':
      if (code === 40205 || code === 40206) {
        return new ProviderError('rate_limit', {
          ...base,
          message: `The keyword data provider request limit for this account has been reached: ${theirWords(message)} Please try again later.`,
        });
      }
      return new ProviderError('rate_limit', base);
    case 'retry':
    case 'provider':
    case 'success':
    case 'empty':
      return new ProviderError('unavailable', base);
  }
}

export function classifyStatusCode(code: number, message: string | null | undefined, providerCost = 0): Classified {
  const outcome = outcomeOf(code, message);
  const retry = STATUS_CODES[code]?.retry ?? 'none';
  return { error: errorFor(outcome, code, message, providerCost), retry, outcome };
}

/** True when a task code carries a result we can show (possibly empty). */
export function isUsableTaskCode(code: number): boolean {
  const outcome = outcomeOf(code);
  return outcome === 'success' || outcome === 'empty';
}

/** HTTP statuses other than 200 whose body had no readable status_code. */
export function classifyHttpStatus(status: number): Classified {
  const base = { providerStatusCode: status };
  // 401 (documented) and 403 (a gateway or firewall refusing our account or address, no JSON body):
  // the account is refused, never a "malformed answer".
  if (status === 401 || status === 403) {
    const message =
      status === 403
        ? 'The keyword data provider refused access to our account (HTTP 403). An administrator must check the DataForSEO account and allowed addresses.'
        : undefined;
    return { error: new ProviderError('auth', message ? { ...base, message } : base), retry: 'none', outcome: 'account' };
  }
  if (status === 402) return { error: new ProviderError('billing', base), retry: 'none', outcome: 'funds' };
  if (status === 404) return { error: new ProviderError('not_found', base), retry: 'none', outcome: 'configuration' };
  if (status === 429) return { error: new ProviderError('rate_limit', base), retry: 'rate_limit', outcome: 'rate_limit' };
  // DataForSEO's own 500 (an internal error, reference section 0) and a 503 come before any task
  // result exists, so nothing was billed. A 502 or 504 comes from a gateway that may have passed
  // the task on before failing: reported, never resubmitted.
  if (status === 500 || status === 503) return { error: new ProviderError('unavailable', base), retry: 'backoff', outcome: 'retry' };
  if (status >= 500) return { error: new ProviderError('unavailable', base), retry: 'none', outcome: 'provider' };
  return { error: new ProviderError('malformed', base), retry: 'none', outcome: 'provider' };
}
