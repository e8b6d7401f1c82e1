// The admin area's frame: sidebar on the left, the chosen admin screen on the right. The route
// guard (RequireAdmin) and the server's permission checks decide who gets here.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { DemoDataNotice } from '../../components/demo-data-notice';
import { Spinner } from '../../components/ui/spinner';
import type { NavItem } from '../../lib/navigation';
import { AdminSidebar } from './components/admin-sidebar';

/** `navigation`: the admin pages' sidebar entries, from the page table. */
export function AdminLayout({ navigation }: { navigation: readonly NavItem[] }) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 md:flex-row">
      <AdminSidebar items={navigation} />
      <div className="min-w-0 flex-1 space-y-4">
        <DemoDataNotice />
        <Suspense fallback={<Spinner className="py-24" />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
