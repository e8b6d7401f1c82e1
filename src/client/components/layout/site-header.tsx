// The shared header in its three variants: loading, signed out and signed in (spec "Shared header").
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Menu, Search, X } from 'lucide-react';
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

function NavLinks({ className }: { className: string }) {
  return (
    <nav aria-label="Main" className={className}>
      {NAV.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          className={({ isActive }) => cn('rounded-md px-3 py-2 text-sm font-medium hover:bg-muted', isActive && 'bg-muted text-blue-800')}
        >
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}

export function SiteHeader() {
  const { loading, user, signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Below the md breakpoint the tools collapse behind one Menu button, so the signed-in header
  // stays one row on a phone. The menu is open on the page it was opened on, so it is closed
  // again whenever the page changes.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenOn === pathname;
  const onSignOut = async () => {
    if (await signOut()) await navigate(PATHS.signIn);
  };
  return (
    <header className="border-b border-border bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3">
        <Link to={PATHS.home} className="flex items-center gap-2">
          <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-blue-700 text-white">
            <Search className="h-5 w-5" aria-hidden="true" />
          </span>
          <span>
            <span className="block text-lg font-bold leading-tight">KeywordLens</span>
            <span className="hidden text-xs text-muted-foreground sm:block">Keyword research &amp; SEO analysis</span>
          </span>
        </Link>
        {loading ? (
          <Spinner />
        ) : user ? (
          <>
            <div className="flex items-center gap-2">
              <NavLinks className="hidden flex-wrap items-center gap-1 md:flex" />
              <Suspense fallback={USER_MENU_PLACEHOLDER}>
                <UserMenu />
              </Suspense>
              <Button variant="outline" size="sm" className="hidden md:inline-flex" onClick={onSignOut}>
                Sign Out
              </Button>
              <Button
                variant="outline"
                size="sm"
                className="md:hidden"
                aria-expanded={isMenuOpen}
                aria-controls="site-menu"
                onClick={() => setMenuOpenOn(isMenuOpen ? null : pathname)}
              >
                {isMenuOpen ? <X className="h-4 w-4" aria-hidden="true" /> : <Menu className="h-4 w-4" aria-hidden="true" />}
                Menu
              </Button>
            </div>
            {isMenuOpen ? (
              <div id="site-menu" className="flex w-full flex-col gap-2 border-t border-border pt-3 md:hidden">
                <NavLinks className="flex flex-col gap-1" />
                <Button variant="outline" size="sm" className="self-start" onClick={onSignOut}>
                  Sign Out
                </Button>
              </div>
            ) : null}
          </>
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
