// The admin area's navigation (a sidebar plus a back-to-home button).
import { ArrowLeft } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { cn } from '../../../lib/cn';
import type { NavItem } from '../../../lib/navigation';
import { PATHS } from '../../../lib/paths';

// A <div>, not an <aside>: it sits inside the page's <main>, and a complementary landmark must be
// top-level; the <nav> inside is the landmark that matters here.
export function AdminSidebar({ items }: { items: readonly NavItem[] }) {
  return (
    <div className="w-full shrink-0 md:w-56">
      <Link
        to={PATHS.home}
        className="mb-4 inline-flex items-center gap-2 rounded-md border border-border bg-white px-3 py-2 text-sm font-medium hover:bg-muted"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Home
      </Link>
      <p className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Admin Panel</p>
      <nav aria-label="Admin" className="flex flex-row flex-wrap gap-1 md:flex-col">
        {items.map(({ to, label, icon: Icon, end }) => (
          <NavLink
            key={to}
            to={to}
            end={end}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-muted',
                isActive && 'bg-blue-50 text-blue-800',
              )
            }
          >
            {Icon ? <Icon className="h-4 w-4" aria-hidden="true" /> : null} {label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
