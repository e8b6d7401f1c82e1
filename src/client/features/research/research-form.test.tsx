// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ToolInputs, ToolInputValues } from '../../components/tool-inputs';
import { ResearchForm } from './research-form';
import { DEFAULT_RESEARCH_FLAGS } from './research-inputs';

const auth = vi.hoisted(() => ({ isAdmin: false }));
vi.mock('../auth', () => ({ useAuth: () => ({ isAdmin: auth.isAdmin }) }));

afterEach(cleanup);

function renderForm(values: Partial<ToolInputValues>, isRunning = false) {
  const inputs: ToolInputs = {
    values: { keyword: '', languageCode: 'en', locationCode: 2840, limit: 100, depth: 0, ...values },
    set: vi.fn(),
    commit: vi.fn(),
  };
  const onSubmit = vi.fn();
  const client = new QueryClient();
  const wrap = (node: ReactNode) => <QueryClientProvider client={client}>{node}</QueryClientProvider>;
  render(wrap(<ResearchForm inputs={inputs} flags={DEFAULT_RESEARCH_FLAGS} onFlagChange={vi.fn()} isRunning={isRunning} onSubmit={onSubmit} />));
  return { inputs, onSubmit };
}

describe('ResearchForm', () => {
  it('is disabled while the keyword is empty', () => {
    renderForm({ keyword: '   ' });
    expect(screen.getByRole('button', { name: 'Analyze Keywords' })).toHaveProperty('disabled', true);
  });

  it('reads "Analyzing Keywords..." and stays disabled while running', () => {
    renderForm({ keyword: 'seo tools' }, true);
    const button = screen.getByRole('button', { name: 'Analyzing Keywords...' });
    expect(button).toHaveProperty('disabled', true);
  });

  it('says a research takes one quota unit, and shows dollars to a user only as an admin', () => {
    auth.isAdmin = false;
    renderForm({ keyword: 'seo tools', limit: 250 });
    expect(screen.getByText('Uses 1 keyword research of your quota.')).toBeTruthy();
    expect(screen.queryByText(/\$0\.04/)).toBeNull();
    cleanup();
    auth.isAdmin = true;
    renderForm({ keyword: 'seo tools', limit: 250 });
    expect(screen.getByText('Estimated cost: $0.04 at the provider. Actual cost may vary.')).toBeTruthy();
    auth.isAdmin = false;
  });

  it('offers the shared limits', () => {
    const { inputs, onSubmit } = renderForm({ keyword: 'seo tools', limit: 250 });
    const limit = screen.getByLabelText<HTMLSelectElement>('Result Limit');
    expect([...limit.options].map((o) => o.value)).toEqual(['50', '100', '250', '500', '1000']);
    fireEvent.change(limit, { target: { value: '1000' } });
    expect(inputs.set).toHaveBeenCalledWith('limit', 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Keywords' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
