import { describe, expect, it } from 'vitest';
import { ApiRequestError, NO_RESPONSE_MESSAGE } from '../../lib/api';
import { relatedErrorMessage } from './related-failure';

describe('relatedErrorMessage', () => {
  it('adds the status code the server sent', () => {
    const error = new ApiRequestError(503, 'Provider down', 'PROVIDER_UNAVAILABLE', { error: { code: 'PROVIDER_UNAVAILABLE', message: 'Provider down', statusCode: 50301 } });
    expect(relatedErrorMessage(error)).toBe('Provider down (Status: 50301)');
  });

  it('uses the error alone without a status code, and the fallbacks otherwise', () => {
    expect(relatedErrorMessage(new ApiRequestError(400, 'Depth must be between 0 and 4', 'VALIDATION', { error: { code: 'VALIDATION', message: 'Depth must be between 0 and 4' } }))).toBe(
      'Depth must be between 0 and 4',
    );
    expect(relatedErrorMessage(new ApiRequestError(0, NO_RESPONSE_MESSAGE, 'NO_RESPONSE'))).toBe(NO_RESPONSE_MESSAGE);
    expect(relatedErrorMessage('weird')).toBe('No results found');
  });
});
