// The failure text of a related request (spec section 8): the server's error, then its message,
// then "No results found", with "(Status: {code})" when the answer carried a status code.
import { relatedFailureMessage } from '@shared/messages/related';
import { ApiRequestError } from '../../lib/api';

function readFailure(body: unknown): { error?: string; message?: string; status_code?: number } {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  return {
    ...(typeof record['error'] === 'string' ? { error: record['error'] } : {}),
    ...(typeof record['message'] === 'string' ? { message: record['message'] } : {}),
    ...(typeof record['status_code'] === 'number' ? { status_code: record['status_code'] } : {}),
  };
}

export function relatedErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    const failure = readFailure(error.body);
    return relatedFailureMessage({ error: failure.error ?? error.message, message: failure.message, status_code: failure.status_code });
  }
  return relatedFailureMessage({ error: error instanceof Error ? error.message : null });
}
