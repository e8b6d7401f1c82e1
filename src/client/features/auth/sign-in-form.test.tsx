// @vitest-environment jsdom
// "Continue with Google" is offered only when the server has Google credentials.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInForm } from './sign-in-form';

const config = vi.hoisted(() => ({ googleEnabled: false }));
vi.mock('../../lib/use-me', () => ({ usePublicConfig: () => ({ data: { googleEnabled: config.googleEnabled, provider: 'demo', isDemoData: true } }) }));
vi.mock('./use-navigate-when-signed-in', () => ({ useNavigateWhenSignedIn: () => () => undefined }));

afterEach(cleanup);

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SignInForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SignInForm', () => {
  it('offers Google when the server is configured for it', () => {
    config.googleEnabled = true;
    renderForm();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
  });

  it('does not offer Google otherwise', () => {
    config.googleEnabled = false;
    renderForm();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('puts Forgot password? after Sign In in the tab order', () => {
    config.googleEnabled = false;
    renderForm();
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons.indexOf('Forgot password?')).toBeGreaterThan(buttons.indexOf('Sign In'));
  });
});
