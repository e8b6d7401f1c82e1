// The shared header in its three variants: loading, signed out and signed in.
// The entry chunk holds only what a visitor sees (plain links); the signed-in tools, menu and
// buttons are a chunk of their own (signed-in-nav.tsx, decision 016).
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { Search } from 'lucide-react';
import { Spinner } from '../ui/spinner';
import { useAuth } from '../../lib/auth-state';
import type { NavItem } from '../../lib/navigation';
import { PATHS } from '../../lib/paths';

const SignedInNav = lazy(() => import('./signed-in-nav').then((module) => ({ default: module.SignedInNav })));
const SIGNED_IN_PLACEHOLDER = <span className="inline-block h-9 w-9 rounded-full bg-muted" aria-hidden="true" />;

/** `tools`: the signed-in user's menu, from the page table. */
export function SiteHeader({ tools }: { tools: readonly NavItem[] }) {
  const { loading, user } = useAuth();
  return (
    <header className="border-b border-border bg-white">
      <div className="mx-auto flex max-w-[96rem] flex-wrap items-center justify-between gap-x-2 gap-y-3 px-4 py-3 sm:gap-x-4">
        {/* The header is one row on a 1366 px screen with every tool's link: it is wider than the
            page's content (96rem), and below 1440 px a signed-in header's tagline and links' padding give way. */}
        {/* Below md the title takes only the room the header's controls leave (flex-basis 0), so the
            header stays one row in every state: the pre-rendered "Loading..." and the signed-out
            links are the same height, and nothing below jumps when the session is known. */}
        <Link to={PATHS.home} className="flex items-center gap-2 max-md:min-w-0 max-md:flex-1 max-md:basis-0">
          <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-blue-700 text-white">
            <Search className="h-5 w-5" aria-hidden="true" />
          </span>
          <span className="min-w-0">
            <span className="block truncate text-base font-bold leading-tight sm:text-lg">KeywordLens</span>
            <span className={cn('hidden text-xs text-muted-foreground', user ? 'min-[1440px]:block' : 'sm:block')}>Keyword research &amp; SEO analysis</span>
          </span>
        </Link>
        {loading ? (
          <Spinner />
        ) : user ? (
          <Suspense fallback={SIGNED_IN_PLACEHOLDER}>
            <SignedInNav tools={tools} />
          </Suspense>
        ) : (
          <nav aria-label="Main" className="flex shrink-0 items-center gap-1 sm:gap-2">
            <Link to={PATHS.pricing} className="rounded-md px-2.5 py-2 text-sm font-medium hover:bg-muted sm:px-3">
              Pricing
            </Link>
            <Link to={PATHS.signIn} className="rounded-md px-2.5 py-2 text-sm font-medium hover:bg-muted sm:px-3">
              Log In
            </Link>
            <Link to={PATHS.signUp} className="rounded-md bg-blue-700 px-2.5 py-2 text-sm font-medium text-white hover:bg-blue-800 sm:px-3">
              Sign Up
            </Link>
          </nav>
        )}
      </div>
    </header>
  );
}
