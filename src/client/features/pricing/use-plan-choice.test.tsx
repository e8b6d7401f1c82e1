// @vitest-environment jsdom
// Choosing a plan signed out (spec "Pricing screen" and section 5): the visitor goes to sign-up
// with plan, planId and billing in the query, and nothing is stored in the browser here; the
// sign-up form stores the selection from its query.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../auth';
import { STORAGE_KEYS } from '../../lib/storage';
import type { PricingPlan } from './api/get-plans';
import { usePlanChoice } from './use-plan-choice';

vi.mock('../../lib/auth-state', () => ({ useAuth: (): Pick<AuthState, 'user'> => ({ user: null }) }));

const professional: PricingPlan = {
  id: '6f1c2d9e-0b7a-4c51-9a43-2f5e8d7c1b00',
  tier: 'professional',
  name: 'Professional',
  priceMonthly: 99,
  priceYearly: 950,
  keywordsPerMonth: 5000,
  serpAnalysesPerMonth: 500,
  relatedKeywordsPerMonth: 2500, competitorReadsPerMonth: 10, competitorRowsPerRun: 1000,
  maxSavedProjects: 100,
  features: [],
};

function Chooser() {
  const { choose } = usePlanChoice('yearly');
  return (
    <button type="button" onClick={() => void choose(professional)}>
      Get Started
    </button>
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('usePlanChoice, signed out', () => {
  it('goes to sign-up with plan, planId and billing and stores nothing itself', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/pricing']}>
          <Routes>
            <Route path="/pricing" element={<Chooser />} />
            <Route path="/auth/sign-up" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    const where = await screen.findByTestId('where');
    const url = new URL(where.textContent ?? '', 'http://localhost');
    expect(url.pathname).toBe('/auth/sign-up');
    expect(Object.fromEntries(url.searchParams)).toEqual({ plan: 'professional', planId: professional.id, billing: 'yearly' });
    expect(window.localStorage.getItem(STORAGE_KEYS.pendingPlanSelection)).toBeNull();
    // A visitor has no session: nothing is recorded on the server either.
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
