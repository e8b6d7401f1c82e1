import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { ApiRequestError } from '../../lib/api';
import { leadsToPricing, showToolError, VIEW_PRICING_PLANS } from './show-tool-error';

vi.mock('sonner', () => ({ toast: { error: vi.fn() } }));

const refusal = (code: string) => new ApiRequestError(402, 'Refused', code, { success: false, error: 'Refused', code });

describe('leadsToPricing', () => {
  it.each(['QUOTA_EXCEEDED', 'SUBSCRIPTION_INACTIVE', 'TRIAL_EXPIRED'])('links a %s refusal to /pricing', (code) => {
    expect(leadsToPricing(refusal(code))).toBe(true);
  });

  it.each([
    ['a provider failure', new ApiRequestError(503, 'Down', 'PROVIDER_UNAVAILABLE')],
    ['a failure without a code', new ApiRequestError(500, 'Boom')],
    ['a session end', new ApiRequestError(401, 'Unauthorized', 'UNAUTHORIZED')],
    ['no response', new ApiRequestError(0, 'No response', 'NO_RESPONSE')],
    ['a plain Error', new Error('QUOTA_EXCEEDED')],
    ['a non-error', 'QUOTA_EXCEEDED'],
  ])('does not link %s', (_name, error) => {
    expect(leadsToPricing(error)).toBe(false);
  });
});

describe('showToolError', () => {
  beforeEach(() => vi.mocked(toast.error).mockClear());

  it('shows the title and text as given, with a View Pricing Plans action that goes to /pricing', () => {
    const navigate = vi.fn();
    showToolError('Analysis Failed', 'Your free trial has ended.', refusal('TRIAL_EXPIRED'), navigate);
    const [title, options] = vi.mocked(toast.error).mock.calls[0] ?? [];
    expect(title).toBe('Analysis Failed');
    expect(options).toMatchObject({ description: 'Your free trial has ended.', action: { label: VIEW_PRICING_PLANS } });
    // sonner types the action as ReactNode | Action; here it is always the Action object.
    const action = options?.action as unknown as { onClick: () => void };
    action.onClick();
    expect(navigate).toHaveBeenCalledWith('/pricing');
  });

  it('adds no action to other failures', () => {
    showToolError('Analysis Failed', 'Down', new ApiRequestError(503, 'Down', 'PROVIDER_UNAVAILABLE'), vi.fn());
    expect(vi.mocked(toast.error).mock.calls[0]).toEqual(['Analysis Failed', { description: 'Down' }]);
  });
});
