// The frame of every page: the shared header, the page, and on public pages the footer (a route
// asks for it with handle: { footer: true }), outside <main> so it is the page's contentinfo.
// The footer waits inside the page's Suspense boundary: shown with the page, never above a
// loading spinner it would then jump away from (the landing's layout shift, decision 016).
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth-state';
import type { Navigation } from '../../lib/navigation';
import { Spinner } from '../ui/spinner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// sonner (and the hook dismissing its toasts on navigation) load apart from the entry chunk:
// a visitor reading a marketing page raises no toast, so they arrive only where one can be shown.
const ToastLayer = lazy(() => import('../toasts/toast-layer').then((module) => ({ default: module.ToastLayer })));

/** Pages that raise no toast for a visitor: the toast layer waits until the user leaves them or signs in. */
function useToastsWanted(withFooter: boolean): boolean {
  const { user } = useAuth();
  const now = !withFooter || user !== null;
  // Once mounted it stays (a toast raised by signing out on the landing page must still show).
  // Starting as it is now, the first render sets no state: an update before the pre-rendered
  // page has hydrated would make React drop its HTML.
  const [wanted, setWanted] = useState(now);
  if (now && !wanted) setWanted(true);
  return wanted || now;
}

const MAIN_ID = 'main-content';

export function SiteLayout({ wantsFooter, navigation }: { wantsFooter: (pathname: string) => boolean; navigation: Navigation }) {
  const { pathname } = useLocation();
  const withFooter = wantsFooter(pathname);
  const toastsWanted = useToastsWanted(withFooter);
  return (
    <div className="flex min-h-screen flex-col">
      {/* The first Tab stop of every page: past the header's links, straight to the page. */}
      <a
        href={`#${MAIN_ID}`}
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow focus:ring-2 focus:ring-ring"
      >
        Skip to main content
      </a>
      <SiteHeader tools={navigation.main} />
      <Suspense fallback={<main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none"><Spinner className="py-24" /></main>}>
        <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        {withFooter ? <SiteFooter /> : null}
      </Suspense>
      {toastsWanted ? (
        <Suspense fallback={null}>
          <ToastLayer />
        </Suspense>
      ) : null}
    </div>
  );
}
