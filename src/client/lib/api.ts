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
    const record = (body ?? {}) as { error?: unknown; message?: unknown; code?: unknown };
    const message =
      (typeof record.error === 'string' && record.error) ||
      (typeof record.message === 'string' && record.message) ||
      `Request failed (${response.status}).`;
    throw new ApiRequestError(response.status, message, typeof record.code === 'string' ? record.code : undefined, body);
  }
  return body as T;
}
