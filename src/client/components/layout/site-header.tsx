// The shared header in its three variants: loading, signed out and signed in (spec "Shared header").
import { lazy, Suspense } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { useAuth } from '../../features/auth/auth-provider';
import { PATHS } from '../../lib/paths';
import { cn } from '../../lib/cn';

// The avatar menu (Radix menu + floating-ui, about a fifth of the shared bundle) loads only for a
// signed-in user, so the landing and auth pages of a visitor do not ship it.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));
const USER_MENU_PLACEHOLDER = <span className="inline-block h-9 w-9 rounded-full bg-muted" aria-hidden="true" />;

const NAV = [
  { to: PATHS.research, label: 'Seed Keyword' },
  { to: PATHS.keywordResults, label: 'Keyword Results' },
  { to: PATHS.serpAnalysis, label: 'SERP Analysis' },
  { to: PATHS.relatedKeywords, label: 'Related Keywords' },
  { to: PATHS.pricing, label: 'Pricing' },
] as const;

export function SiteHeader() {
  const { loading, user, signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <header className="border-b border-border bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3">
        <Link to={PATHS.home} className="flex items-center gap-2">
          <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-blue-700 text-white">
            <Search className="h-5 w-5" aria-hidden="true" />
          </span>
          <span>
            <span className="block text-lg font-bold leading-tight">KeywordLens</span>
            <span className="block text-xs text-muted-foreground">Keyword research &amp; SEO analysis</span>
          </span>
        </Link>
        {loading ? (
          <Spinner />
        ) : user ? (
          <div className="flex flex-wrap items-center gap-2">
            <nav aria-label="Main" className="flex flex-wrap items-center gap-1">
              {NAV.map((item) => (
                <NavLink
                  key={item.to}
                  to={item.to}
                  className={({ isActive }) =>
                    cn('rounded-md px-3 py-2 text-sm font-medium hover:bg-muted', isActive && 'bg-muted text-blue-800')
                  }
                >
                  {item.label}
                </NavLink>
              ))}
            </nav>
            <Suspense fallback={USER_MENU_PLACEHOLDER}>
              <UserMenu />
            </Suspense>
            <Button
              variant="outline"
              size="sm"
              onClick={async () => {
                if (await signOut()) navigate(PATHS.signIn);
              }}
            >
              Sign Out
            </Button>
          </div>
        ) : (
          <nav aria-label="Main" className="flex items-center gap-2">
            <Link to={PATHS.pricing} className="rounded-md px-3 py-2 text-sm font-medium hover:bg-muted">
              Pricing
            </Link>
            <Link to={PATHS.signIn} className="rounded-md px-3 py-2 text-sm font-medium hover:bg-muted">
              Log In
            </Link>
            <Link to={PATHS.signUp} className="rounded-md bg-blue-700 px-3 py-2 text-sm font-medium text-white hover:bg-blue-800">
              Sign Up
            </Link>
          </nav>
        )}
      </div>
    </header>
  );
}
