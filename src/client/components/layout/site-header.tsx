// The shared header in its three variants: loading, signed out and signed in (spec "Shared header").
// The entry chunk holds only what a visitor sees (plain links); the signed-in tools, menu and
// buttons are a chunk of their own (signed-in-nav.tsx, decision 016).
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Search } from 'lucide-react';
import { Spinner } from '../ui/spinner';
import { useAuth } from '../../features/auth/auth-provider';
import { PATHS } from '../../lib/paths';

const SignedInNav = lazy(() => import('./signed-in-nav').then((module) => ({ default: module.SignedInNav })));
const SIGNED_IN_PLACEHOLDER = <span className="inline-block h-9 w-9 rounded-full bg-muted" aria-hidden="true" />;

export function SiteHeader() {
  const { loading, user } = useAuth();
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
          <Suspense fallback={SIGNED_IN_PLACEHOLDER}>
            <SignedInNav />
          </Suspense>
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
