import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, accountCreatedDescription, planLabel, signUpPlanSubtitle } from './auth';

describe('plan wording on sign-up', () => {
  it('shows underscores as spaces', () => {
    expect(planLabel('free_trial')).toBe('free trial');
    expect(signUpPlanSubtitle('professional')).toBe('Sign up for the professional plan with 7-day free trial');
    expect(signUpPlanSubtitle('free_trial')).toBe('Sign up for the free trial plan with 7-day free trial');
  });

  it('mentions the plan in the check-your-email text only when chosen', () => {
    expect(accountCreatedDescription(null)).toMatch(/^Check your email/);
    expect(accountCreatedDescription(null)).not.toMatch(/plan/);
    expect(accountCreatedDescription('starter')).toContain('starter plan');
  });
});

describe('rate-limit wording', () => {
  it('uses seconds below 90 s and minutes above', () => {
    expect(AUTH_MESSAGES.rateLimited(30)).toBe('Too many attempts. Please wait 30 seconds and try again.');
    expect(AUTH_MESSAGES.rateLimited(600)).toBe('Too many attempts. Please wait 10 minutes and try again.');
  });
});
