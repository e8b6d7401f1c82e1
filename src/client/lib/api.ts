// The one way the client talks to the API: JSON in, JSON out, errors carry the server's message.
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export const NO_RESPONSE_MESSAGE = 'No response received from server. Please try again.';

export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers: { Accept: 'application/json', ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch {
    throw new ApiRequestError(0, NO_RESPONSE_MESSAGE, 'NO_RESPONSE');
  }
  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  if (!response.ok) {
    const failure = readApiFailure(body);
    throw new ApiRequestError(response.status, failure.message ?? `Request failed (${response.status}).`, failure.code, body);
  }
  return body as T;
}

export interface ApiFailure {
  code?: string;
  message?: string;
  /** The rest of the error object: a provider's statusCode, a pricing link. */
  details: Record<string, unknown>;
}

/** Reads the API's error body { error: { code, message, ...details } }; anything else reads as empty. */
export function readApiFailure(body: unknown): ApiFailure {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  if (typeof error !== 'object' || error === null) return { details: {} };
  const { code, message, ...details } = error as Record<string, unknown>;
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof message === 'string' && message.trim() !== '' ? { message } : {}),
    details,
  };
}
