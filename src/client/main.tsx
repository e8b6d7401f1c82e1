import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { installToastFocusGuard } from './components/toasts/toast-focus-guard';
import { AuthProvider } from './features/auth/auth-provider';
import { queryClient } from './lib/query-client';
import { router } from './routes';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
installToastFocusGuard();

// Spec section 9: at most 3 visible toasts, 4 s by default, light theme; sonner's hotkey is Alt+T.
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <Toaster theme="light" closeButton visibleToasts={3} duration={4000} hotkey={['altKey', 'KeyT']} />
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);
