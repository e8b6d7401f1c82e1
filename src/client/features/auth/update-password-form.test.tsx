// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdatePasswordForm } from './update-password-form';

const signedInAfterReset = vi.hoisted(() => ({ value: false }));
const goToResearchWhenSignedIn = vi.hoisted(() => vi.fn());

vi.mock('./api/reset-password', () => ({
  useResetPassword: () => useMutation({ mutationFn: async () => ({ signedIn: signedInAfterReset.value }) }),
}));
vi.mock('./use-navigate-when-signed-in', () => ({ useNavigateWhenSignedIn: () => goToResearchWhenSignedIn }));
vi.mock('../../lib/auth-client', () => ({ refreshSession: vi.fn() }));

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/auth/update-password']}>
        <Routes>
          <Route path="/auth/update-password" element={<UpdatePasswordForm token="reset-token-123" />} />
          <Route path="/research" element={<p>research page</p>} />
          <Route path="/auth/sign-in" element={<p>sign-in page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'brand-new-pass' } });
  fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: 'brand-new-pass' } });
  fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
}

afterEach(() => {
  cleanup();
  goToResearchWhenSignedIn.mockClear();
});

describe('UpdatePasswordForm on success', () => {
  it('goes to /research even when the automatic sign-in failed (the guard takes it from there)', async () => {
    signedInAfterReset.value = false;
    renderForm();
    expect(await screen.findByText('research page')).toBeTruthy();
    expect(screen.queryByText('sign-in page')).toBeNull();
  });

  it('signed in: waits for the auth state, then goes to /research', async () => {
    signedInAfterReset.value = true;
    renderForm();
    await vi.waitFor(() => expect(goToResearchWhenSignedIn).toHaveBeenCalledTimes(1));
  });
});
