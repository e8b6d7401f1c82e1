import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../ui/spinner';
import { SiteHeader } from './site-header';

export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main className="flex-1">
        <Suspense fallback={<Spinner className="py-24" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
