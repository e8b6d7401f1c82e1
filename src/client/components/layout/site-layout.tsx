// The frame of every page: the shared header, the page, and on public pages the footer (a route
// asks for it with handle: { footer: true }), outside <main> so it is the page's contentinfo.
import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useDismissToastsOnNavigation } from '../toasts/use-dismiss-toasts-on-navigation';
import { Spinner } from '../ui/spinner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

function useWantsFooter(): boolean {
  return useMatches().some((match) => (match.handle as { footer?: boolean } | undefined)?.footer === true);
}

export function SiteLayout() {
  const withFooter = useWantsFooter();
  useDismissToastsOnNavigation();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main className="flex-1">
        <Suspense fallback={<Spinner className="py-24" />}>
          <Outlet />
        </Suspense>
      </main>
      {withFooter ? <SiteFooter /> : null}
    </div>
  );
}
