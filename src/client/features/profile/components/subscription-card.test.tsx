// @vitest-environment jsdom
// The subscription card's states (spec sections 4 and 8): red bars from 80 %, the limit alert at
// 100 %, the trial warning at 3 days or fewer, and the no-subscription state, also for a row whose
// status or ended trial makes the server refuse every paid call.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanRecord, SubscriptionResponse } from '@shared/contract/billing';
import { SUBSCRIPTION_INACTIVE_MESSAGE, TRIAL_EXPIRED_MESSAGE } from '@shared/messages/billing';
import { paidAccessRefusal } from '@shared/usage';
import { SubscriptionCard } from './subscription-card';

const DAY_MS = 24 * 60 * 60 * 1000;

const plan: PlanRecord = {
  id: '00000000-0000-4000-8000-000000000001',
  tier: 'free_trial',
  name: 'Free Trial',
  priceMonthly: 0,
  priceYearly: 0,
  keywordsPerMonth: 100,
  serpAnalysesPerMonth: 10,
  relatedKeywordsPerMonth: 50, competitorReadsPerMonth: 10, competitorRowsPerRun: 1000,
  maxSavedProjects: 3,
  features: [],
  isActive: true,
};

function summary(used: { keywords?: number; serp?: number; related?: number }, trialDays: number | null, status = 'active'): SubscriptionResponse {
  const now = Date.now();
  const trialEnd = trialDays === null ? null : new Date(now + trialDays * DAY_MS - 60_000).toISOString();
  const start = new Date(now - DAY_MS).toISOString();
  return {
    subscription: {
      userId: 'u1',
      tier: trialDays === null ? 'starter' : 'free_trial',
      status,
      isTrial: trialDays !== null,
      trialEndsAt: trialEnd,
      currentPeriodStart: start,
      currentPeriodEnd: trialEnd ?? start,
      periodEnd: trialEnd ?? start,
      createdAt: start,
      updatedAt: start,
    },
    plan,
    usage: {
      periodStart: start,
      periodEnd: trialEnd ?? start,
      keywordsUsed: used.keywords ?? 0,
      serpAnalysesUsed: used.serp ?? 0,
      relatedKeywordsUsed: used.related ?? 0,
      competitorReadsUsed: 0,
    },
    percents: { keywords: 0, serpAnalyses: 0, relatedKeywords: 0, competitorReads: 0 },
  };
}

function renderWith(body: SubscriptionResponse) {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SubscriptionCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const barFill = (name: string) => screen.getByRole('progressbar', { name }).firstElementChild as HTMLElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SubscriptionCard', () => {
  it('turns a bar red at 80 percent, not at 79', async () => {
    renderWith(summary({ keywords: 80, serp: 7, related: 39 }, 6));
    await screen.findByText('80 / 100');
    expect(barFill('Keywords used').className).toContain('bg-red-600');
    expect(barFill('SERP Analyses used').className).not.toContain('bg-red-600');
    expect(barFill('Related Keywords used').className).not.toContain('bg-red-600');
    expect(screen.queryByText("You've reached your monthly limit. Upgrade your plan to continue.")).toBeNull();
    expect(screen.queryByText(/Your trial ends in/)).toBeNull();
    expect(screen.getByText('Trial: 6 days left')).toBeTruthy();
  });

  it('shows the limit alert when any meter is full', async () => {
    renderWith(summary({ serp: 10 }, 6));
    expect(await screen.findByText(/You've reached your monthly limit\. Upgrade your plan to continue\./)).toBeTruthy();
  });

  it('warns at 3 days or fewer, with an upgrade link', async () => {
    renderWith(summary({}, 3));
    const warning = await screen.findByText(/Your trial ends in 3 days\. Upgrade now to continue using the service\./);
    expect(warning).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade now' }).getAttribute('href')).toBe('/pricing');
  });

  it.each(['inactive', 'canceled', 'expired', 'past_due'])('shows no active subscription for status %s, not bars', async (status) => {
    renderWith(summary({ keywords: 3 }, null, status));
    expect(await screen.findByText('No active subscription found')).toBeTruthy();
    expect(screen.getByText(SUBSCRIPTION_INACTIVE_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Pricing Plans' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(paidAccessRefusal({ status, isTrial: false, trialEndsAt: null }, true, new Date())).toBe('SUBSCRIPTION_INACTIVE');
  });

  it('shows no active subscription once the trial has ended, as the server refuses then', async () => {
    renderWith(summary({ keywords: 3 }, -1));
    expect(await screen.findByText('No active subscription found')).toBeTruthy();
    expect(screen.getByText(TRIAL_EXPIRED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Pricing Plans' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows no active subscription for a tier without a plan', async () => {
    renderWith({ ...summary({}, null), plan: null });
    expect(await screen.findByText('No active subscription found')).toBeTruthy();
  });

  it('says so when there is no subscription, with a link to the plans', async () => {
    renderWith({ subscription: null, plan: null, usage: null, percents: null });
    expect(await screen.findByText('No active subscription found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Pricing Plans' }).getAttribute('href')).toBe('/pricing');
  });
});
