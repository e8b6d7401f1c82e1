// The route table of the spec. Every page is its own chunk, so the landing page ships little code.
// Declarative routing (useRoutes over route objects), not a data router: the app uses no loaders
// or actions, and the data router's code is a quarter of a visitor's JavaScript (decision 016).
// The same table renders in the browser (BrowserRouter) and in the build's prerender (StaticRouter).
// A page whose first reads should not wait for its code names them in its route's handle
// (`prefetch`): they start when the router arrives at the address (decision 043).
import { isValidElement, lazy, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { queryClient } from './lib/query-client';
import { RequireAdmin, RequireAuth } from './components/layout/require-auth';
import { SiteLayout } from './components/layout/site-layout';

/** A page in its own chunk; preload() fetches the chunk ahead of the first render (see preloadPage). */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => (loading ??= load().then((module) => ({ default: module[name] as ComponentType })));
  return Object.assign(lazy(preload), { preload });
}

const LandingPage = page(() => import('./features/marketing/landing-page'), 'LandingPage');
const AboutPage = page(() => import('./features/marketing/static-pages'), 'AboutPage');
const ContactPage = page(() => import('./features/marketing/static-pages'), 'ContactPage');
const TermsPage = page(() => import('./features/marketing/static-pages'), 'TermsPage');
const PrivacyPage = page(() => import('./features/marketing/static-pages'), 'PrivacyPage');
const NotFoundPage = page(() => import('./features/marketing/not-found-page'), 'NotFoundPage');
const PaymentSuccessPage = page(() => import('./features/marketing/payment-pages'), 'PaymentSuccessPage');
const PaymentCancelledPage = page(() => import('./features/marketing/payment-pages'), 'PaymentCancelledPage');
const SignInPage = page(() => import('./features/auth/sign-in-page'), 'SignInPage');
const SignUpPage = page(() => import('./features/auth/sign-up-page'), 'SignUpPage');
const UpdatePasswordPage = page(() => import('./features/auth/update-password-page'), 'UpdatePasswordPage');
const ConfirmEmailPage = page(() => import('./features/auth/confirm-email-page'), 'ConfirmEmailPage');
const AuthCallbackPage = page(() => import('./features/auth/auth-callback-page'), 'AuthCallbackPage');
const OutboxPage = page(() => import('./features/auth/outbox-page'), 'OutboxPage');
const ResearchPage = page(() => import('./features/research/research-page'), 'ResearchPage');
const KeywordResultsPage = page(() => import('./features/results/keyword-results-page'), 'KeywordResultsPage');
const SerpAnalysisPage = page(() => import('./features/serp/serp-analysis-page'), 'SerpAnalysisPage');
const RelatedKeywordsPage = page(() => import('./features/related/related-keywords-page'), 'RelatedKeywordsPage');
const HistoryPage = page(() => import('./features/history/history-page'), 'HistoryPage');
const ListsPage = page(() => import('./features/lists/lists-page'), 'ListsPage');
const ListPage = page(() => import('./features/lists/list-page'), 'ListPage');
const ShareLinkPage = page(() => import('./features/share-link-view/share-link-page'), 'ShareLinkPage');
const PricingPage = page(() => import('./features/pricing/pricing-page'), 'PricingPage');
const ProfilePage = page(() => import('./features/profile/profile-page'), 'ProfilePage');
const AdminLayout = page(() => import('./features/admin/admin-layout'), 'AdminLayout');
const AdminDashboardPage = page(() => import('./features/admin/admin-dashboard-page'), 'AdminDashboardPage');
const AdminUsersPage = page(() => import('./features/admin/admin-users-page'), 'AdminUsersPage');
const AdminResearchPage = page(() => import('./features/admin/admin-research-page'), 'AdminResearchPage');
const AdminSubscriptionsPage = page(() => import('./features/admin/admin-subscriptions-page'), 'AdminSubscriptionsPage');

// Pages whose layout ends with the site footer (SiteLayout asks wantsFooter, below).
const WITH_FOOTER = { footer: true };

/** What a route's handle may say: the footer, and the reads to start before the page's code loads. */
interface RouteHandle {
  footer?: boolean;
  prefetch?: (search: URLSearchParams) => Promise<void>;
}

// The results page's rows, header and seed row (a small chunk with the API client, not the page's).
const RESULTS_READS: RouteHandle = {
  prefetch: (search) => import('./features/results/prefetch-keyword-results').then(({ prefetchKeywordResults }) => prefetchKeywordResults(queryClient, search)),
};

/** Whether the page at this path ends with the site footer (the route's handle says so). */
function wantsFooter(pathname: string): boolean {
  return (matchRoutes(routes, pathname) ?? []).some((match) => (match.route.handle as RouteHandle | undefined)?.footer === true);
}

const routes: RouteObject[] = [
  {
    element: <SiteLayout wantsFooter={wantsFooter} />,
    children: [
      { path: '/', handle: WITH_FOOTER, element: <LandingPage /> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/about', handle: WITH_FOOTER, element: <AboutPage /> },
      { path: '/contact', handle: WITH_FOOTER, element: <ContactPage /> },
      { path: '/terms', handle: WITH_FOOTER, element: <TermsPage /> },
      { path: '/privacy', handle: WITH_FOOTER, element: <PrivacyPage /> },
      { path: '/payment-success', element: <PaymentSuccessPage /> },
      { path: '/payment-cancelled', element: <PaymentCancelledPage /> },
      { path: '/auth/sign-in', element: <SignInPage /> },
      { path: '/auth/sign-up', element: <SignUpPage /> },
      { path: '/auth/update-password', element: <UpdatePasswordPage /> },
      { path: '/auth/callback', element: <AuthCallbackPage /> },
      // CONFIRM_LINK_PROBLEM_PATH (shared/messages/auth.ts), written out: that module stays out of every page's chunk.
      { path: '/auth/confirm-email', element: <ConfirmEmailPage /> },
      { path: '/outbox', element: <OutboxPage /> },
      { path: '/shared/:token', element: <ShareLinkPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/research', element: <ResearchPage /> },
          { path: '/keyword-results', handle: RESULTS_READS, element: <KeywordResultsPage /> },
          { path: '/serp-analysis', element: <SerpAnalysisPage /> },
          { path: '/related-keywords', element: <RelatedKeywordsPage /> },
          { path: '/history', element: <HistoryPage /> },
          { path: '/lists', element: <ListsPage /> },
          { path: '/lists/:id', element: <ListPage /> },
          { path: '/profile', element: <ProfilePage /> },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          {
            path: '/admin',
            element: <AdminLayout />,
            children: [
              { index: true, element: <AdminDashboardPage /> },
              { path: 'users', element: <AdminUsersPage /> },
              { path: 'research', element: <AdminResearchPage /> },
              { path: 'subscriptions', element: <AdminSubscriptionsPage /> },
            ],
          },
        ],
      },
      { path: '*', handle: WITH_FOOTER, element: <NotFoundPage /> },
    ],
  },
];

/**
 * Loads the chunks of the page at this path. A pre-rendered page is hydrated only after this:
 * the page's Suspense boundary then hydrates at once, instead of waiting for its chunk while the
 * session answer re-renders the layout, which makes React drop the server HTML and show the
 * spinner (decision 016).
 */
export async function preloadPage(pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const type: unknown = isValidElement(route.element) ? route.element.type : null;
    const preload = (type as { preload?: unknown } | null)?.preload;
    return typeof preload === 'function' ? [(preload as () => Promise<unknown>)()] : [];
  });
  await Promise.all(loads);
}

// The location whose reads were started last: a render repeated for the same location (StrictMode,
// a state change above the routes) starts nothing.
let prefetchedKey: string | null = null;

/**
 * Starts the reads the route at this location names, once per location. Called while the routes
 * render, before the page's chunk is asked for: a navigation renders in a transition that shows
 * nothing (so runs no effect) until that chunk has loaded. The reads are idempotent (the query
 * cache starts each one once and keeps a fresh answer).
 */
function startRouteReads(location: Location): void {
  if (location.key === prefetchedKey) return;
  prefetchedKey = location.key;
  const search = new URLSearchParams(location.search);
  for (const { route } of matchRoutes(routes, location.pathname) ?? []) {
    void (route.handle as RouteHandle | undefined)?.prefetch?.(search).catch(() => undefined); // the page reads again and reports failures
  }
}

/** The page for the router's current location. */
export function AppRoutes() {
  startRouteReads(useLocation());
  return useRoutes(routes);
}
