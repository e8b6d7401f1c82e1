// The failure text of a related request: the server's error, then its message,
// then "No results found", with "(Status: {code})" when the answer carried a status code.
import { relatedFailureMessage } from '@shared/messages/related';
import { ApiRequestError, readApiFailure } from '../../lib/api';

function readFailure(body: unknown): { error?: string; statusCode?: number } {
  const failure = readApiFailure(body);
  const statusCode = failure.details['statusCode'];
  return {
    ...(failure.message ? { error: failure.message } : {}),
    ...(typeof statusCode === 'number' ? { statusCode: statusCode } : {}),
  };
}

export function relatedErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    const failure = readFailure(error.body);
    return relatedFailureMessage({ error: failure.error ?? error.message, statusCode: failure.statusCode });
  }
  return relatedFailureMessage({ error: error instanceof Error ? error.message : null });
}
