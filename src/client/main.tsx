import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { installToastFocusGuard } from './components/toasts/toast-focus-guard';
import { AuthProvider } from './features/auth';
import { queryClient } from './lib/query-client';
import { AppRoutes, preloadPage } from './routes';
import { preferDisplayLocales } from '@shared/format/locale';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
installToastFocusGuard();
// Numbers, money and dates in the user's own locale, chosen when the first one is
// written. Pre-rendered pages hold no formatted figures (the pricing grid loads its plans after
// start), so hydration still matches.
preferDisplayLocales(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);

// The toasts are mounted by SiteLayout once a page can raise one.
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>
);

// A pre-rendered page (decision 016) arrives with its HTML in #root: React adopts it instead of
// painting it again. Every other route gets the empty shell and renders from scratch.
// A mismatch is recovered from by rendering again, silently in a production build: said here.
// Hydrating in a transition lets React yield to the browser every few milliseconds instead of
// adopting the whole page in one long task (the page is already painted, so nothing waits for it;
// a click meanwhile makes React finish at once, then handle it): Lighthouse's blocking time
// (decision 034).
const onRecoverableError = (error: unknown) => console.error('KeywordLens: hydration recovered from an error:', error);
const hydrate = () =>
  startTransition(() => {
    hydrateRoot(root, app, { onRecoverableError });
  });
if (root.hasChildNodes()) void preloadPage(window.location.pathname).then(hydrate);
else createRoot(root).render(app);
