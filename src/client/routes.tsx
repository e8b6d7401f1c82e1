// The app's routes, from the page table below. Every page is its own chunk, so the landing page ships little code.
// Declarative routing (useRoutes over route objects), not a data router: the app uses no loaders
// or actions, and the data router's code is a quarter of a visitor's JavaScript (decision 016).
// The same table renders in the browser (BrowserRouter) and in the build's prerender (StaticRouter).
// A page whose first reads should not wait for its code names them in its route's handle
// (`prefetch`): they start when the router arrives at the address (decision 043).
import { isValidElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { CreditCard, LayoutDashboard, Search, Users, type LucideIcon } from 'lucide-react';
import { queryClient } from './lib/query-client';
import { RequireAdmin, RequireAuth } from './components/layout/require-auth';
import { SiteLayout } from './components/layout/site-layout';
import type { Navigation, NavItem } from './lib/navigation';
import { PATHS } from './lib/paths';

/** A page in its own chunk; preload() fetches the chunk ahead of the first render (see preloadPage). */
function page<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((module) => ({ default: module[name] })));
  return Object.assign(lazy(preload), { preload });
}

type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

// The page table: every page once, with its address, who may open it, its layout wishes and its
// menu entry. The route tree, the header's tools and the admin sidebar are all derived from it, so
// a new page is its page file plus one entry here.
type Access = 'anyone' | 'signed-in' | 'admin';

interface PageEntry {
  path: string;
  page: LazyPage;
  access: Access;
  handle?: RouteHandle;
  /** Its entry in the header's tools ('main') or, for an admin page, the admin sidebar. */
  nav?: { label: string; icon?: LucideIcon };
}

/** What a route's handle may say: the footer, and the reads to start before the page's code loads. */
interface RouteHandle {
  footer?: boolean;
  prefetch?: (search: URLSearchParams) => Promise<void>;
}

// Pages whose layout ends with the site footer (SiteLayout asks wantsFooter, below).
const WITH_FOOTER: RouteHandle = { footer: true };

// The results page's rows, header and seed row (a small chunk with the API client, not the page's).
const RESULTS_READS: RouteHandle = {
  prefetch: (search) => import('./features/results/prefetch-keyword-results').then(({ prefetchKeywordResults }) => prefetchKeywordResults(queryClient, search)),
};

// In menu order: the header lists its tools, and the sidebar its admin pages, as they stand here.
const PAGES: PageEntry[] = [
  { path: PATHS.home, access: 'anyone', handle: WITH_FOOTER, page: page(() => import('./features/marketing/landing-page'), 'LandingPage') },
  { path: PATHS.research, access: 'signed-in', nav: { label: 'Seed Keyword' }, page: page(() => import('./features/research/research-page'), 'ResearchPage') },
  {
    path: PATHS.keywordResults,
    access: 'signed-in',
    handle: RESULTS_READS,
    nav: { label: 'Keyword Results' },
    page: page(() => import('./features/results/keyword-results-page'), 'KeywordResultsPage'),
  },
  { path: PATHS.serpAnalysis, access: 'signed-in', nav: { label: 'SERP Analysis' }, page: page(() => import('./features/serp/serp-analysis-page'), 'SerpAnalysisPage') },
  {
    path: PATHS.relatedKeywords,
    access: 'signed-in',
    nav: { label: 'Related Keywords' },
    page: page(() => import('./features/related/related-keywords-page'), 'RelatedKeywordsPage'),
  },
  {
    path: PATHS.competitors,
    access: 'signed-in',
    nav: { label: 'Competitors' },
    page: page(() => import('./features/competitors/competitors-page'), 'CompetitorsPage'),
  },
  { path: PATHS.keyword, access: 'signed-in', page: page(() => import('./features/keyword-detail/keyword-detail-page'), 'KeywordDetailPage') },
  {
    path: PATHS.searchConsole,
    access: 'signed-in',
    nav: { label: 'Search Console' },
    page: page(() => import('./features/search-console/search-console-page'), 'SearchConsolePage'),
  },
  { path: PATHS.history, access: 'signed-in', nav: { label: 'History' }, page: page(() => import('./features/history/history-page'), 'HistoryPage') },
  { path: PATHS.lists, access: 'signed-in', nav: { label: 'Lists' }, page: page(() => import('./features/lists/lists-page'), 'ListsPage') },
  { path: `${PATHS.lists}/:id`, access: 'signed-in', page: page(() => import('./features/lists/list-page'), 'ListPage') },
  { path: PATHS.projects, access: 'signed-in', nav: { label: 'Projects' }, page: page(() => import('./features/projects/projects-page'), 'ProjectsPage') },
  { path: `${PATHS.projects}/:id`, access: 'signed-in', page: page(() => import('./features/projects/project-page'), 'ProjectPage') },
  { path: `${PATHS.projects}/:id/keywords/:keywordId`, access: 'signed-in', page: page(() => import('./features/projects/keyword-page'), 'KeywordPage') },
  // Public, yet one of the signed-in user's tools too.
  { path: PATHS.pricing, access: 'anyone', nav: { label: 'Pricing' }, page: page(() => import('./features/pricing/pricing-page'), 'PricingPage') },
  { path: PATHS.profile, access: 'signed-in', page: page(() => import('./features/profile/profile-page'), 'ProfilePage') },
  { path: PATHS.about, access: 'anyone', handle: WITH_FOOTER, page: page(() => import('./features/marketing/static-pages'), 'AboutPage') },
  { path: PATHS.contact, access: 'anyone', handle: WITH_FOOTER, page: page(() => import('./features/marketing/static-pages'), 'ContactPage') },
  { path: PATHS.terms, access: 'anyone', handle: WITH_FOOTER, page: page(() => import('./features/marketing/static-pages'), 'TermsPage') },
  { path: PATHS.privacy, access: 'anyone', handle: WITH_FOOTER, page: page(() => import('./features/marketing/static-pages'), 'PrivacyPage') },
  { path: PATHS.paymentSuccess, access: 'anyone', page: page(() => import('./features/marketing/payment-pages'), 'PaymentSuccessPage') },
  { path: PATHS.paymentCancelled, access: 'anyone', page: page(() => import('./features/marketing/payment-pages'), 'PaymentCancelledPage') },
  { path: PATHS.signIn, access: 'anyone', page: page(() => import('./features/auth/sign-in-page'), 'SignInPage') },
  { path: PATHS.signUp, access: 'anyone', page: page(() => import('./features/auth/sign-up-page'), 'SignUpPage') },
  { path: PATHS.updatePassword, access: 'anyone', page: page(() => import('./features/auth/update-password-page'), 'UpdatePasswordPage') },
  { path: PATHS.authCallback, access: 'anyone', page: page(() => import('./features/auth/auth-callback-page'), 'AuthCallbackPage') },
  // CONFIRM_LINK_PROBLEM_PATH (shared/messages/auth.ts), written out: that module stays out of every page's chunk.
  { path: '/auth/confirm-email', access: 'anyone', page: page(() => import('./features/auth/confirm-email-page'), 'ConfirmEmailPage') },
  { path: PATHS.outbox, access: 'anyone', page: page(() => import('./features/auth/outbox-page'), 'OutboxPage') },
  { path: PATHS.shared, access: 'anyone', page: page(() => import('./features/share-link-view/share-link-page'), 'ShareLinkPage') },
  // The admin pages open inside the admin frame (sidebar), under PATHS.admin.
  { path: PATHS.admin, access: 'admin', nav: { label: 'Dashboard', icon: LayoutDashboard }, page: page(() => import('./features/admin/admin-dashboard-page'), 'AdminDashboardPage') },
  { path: PATHS.adminUsers, access: 'admin', nav: { label: 'Users', icon: Users }, page: page(() => import('./features/admin/admin-users-page'), 'AdminUsersPage') },
  { path: PATHS.adminResearch, access: 'admin', nav: { label: 'Research', icon: Search }, page: page(() => import('./features/admin/admin-research-page'), 'AdminResearchPage') },
  {
    path: PATHS.adminSubscriptions,
    access: 'admin',
    nav: { label: 'Subscriptions', icon: CreditCard },
    page: page(() => import('./features/admin/admin-subscriptions-page'), 'AdminSubscriptionsPage'),
  },
];

const AdminLayout = page(() => import('./features/admin/admin-layout'), 'AdminLayout');
const NotFoundPage = page(() => import('./features/marketing/not-found-page'), 'NotFoundPage');

const menuOf = (entries: PageEntry[]): NavItem[] =>
  entries.flatMap(({ path, nav }) => (nav ? [{ to: path, label: nav.label, icon: nav.icon, end: path === PATHS.admin }] : []));

// The header ends with the admin area's entry, for admins only.
export const NAVIGATION: Navigation = {
  main: [...menuOf(PAGES.filter((entry) => entry.access !== 'admin')), { to: PATHS.admin, label: 'Admin', forAdmins: true }],
  admin: menuOf(PAGES.filter((entry) => entry.access === 'admin')),
};

function routeOf({ path, page: Page, handle }: PageEntry): RouteObject {
  return { path, handle, element: <Page /> };
}

/** An admin page's route inside the admin frame: the frame's own address is its index page. */
function adminRouteOf(entry: PageEntry): RouteObject {
  const Page = entry.page;
  return entry.path === PATHS.admin ? { index: true, handle: entry.handle, element: <Page /> } : { ...routeOf(entry), path: entry.path.slice(PATHS.admin.length + 1) };
}

const pagesFor = (access: Access) => PAGES.filter((entry) => entry.access === access);

/** Whether the page at this path ends with the site footer (the route's handle says so). */
function wantsFooter(pathname: string): boolean {
  return (matchRoutes(ROUTES, pathname) ?? []).some((match) => (match.route.handle as RouteHandle | undefined)?.footer === true);
}

export const ROUTES: RouteObject[] = [
  {
    element: <SiteLayout wantsFooter={wantsFooter} navigation={NAVIGATION} />,
    children: [
      ...pagesFor('anyone').map(routeOf),
      { element: <RequireAuth />, children: pagesFor('signed-in').map(routeOf) },
      {
        element: <RequireAdmin />,
        children: [{ path: PATHS.admin, element: <AdminLayout navigation={NAVIGATION.admin} />, children: pagesFor('admin').map(adminRouteOf) }],
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
  const loads = (matchRoutes(ROUTES, pathname) ?? []).flatMap(({ route }) => {
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
  for (const { route } of matchRoutes(ROUTES, location.pathname) ?? []) {
    void (route.handle as RouteHandle | undefined)?.prefetch?.(search).catch(() => undefined); // the page reads again and reports failures
  }
}

/** The page for the router's current location. */
export function AppRoutes() {
  startRouteReads(useLocation());
  return useRoutes(ROUTES);
}
