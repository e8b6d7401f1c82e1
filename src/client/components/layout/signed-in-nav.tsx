// The signed-in part of the shared header: the tools, the avatar menu and sign-out, collapsed
// behind one Menu button below the md breakpoint so the header stays one row on a phone. Its own
// chunk (with the Button and Radix menu code), loaded only once a user is signed in (decision 016).
import { lazy, Suspense, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { Menu, X } from 'lucide-react';
import { Button } from '../ui/button';
import { useAuth } from '../../lib/auth-state';
import type { NavItem } from '../../lib/navigation';
import { PATHS } from '../../lib/paths';
import { cn } from '../../lib/cn';

// The avatar menu (Radix menu + floating-ui) is a chunk of its own again: the header's links show
// without waiting for it.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));
const USER_MENU_PLACEHOLDER = <span className="inline-block h-9 w-9 rounded-full bg-muted" aria-hidden="true" />;

function NavLinks({ tools, className }: { tools: readonly NavItem[]; className: string }) {
  const { isAdmin } = useAuth();
  return (
    <nav aria-label="Main" className={className}>
      {tools.filter((item) => isAdmin || !item.forAdmins).map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          className={({ isActive }) => cn('rounded-md px-2 py-2 text-sm font-medium hover:bg-muted min-[1440px]:px-3', isActive && 'bg-muted text-blue-800')}
        >
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}

export function SignedInNav({ tools }: { tools: readonly NavItem[] }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The menu is open on the page it was opened on, so it is closed again whenever the page changes.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenOn === pathname;
  const onSignOut = async () => {
    if (await signOut()) await navigate(PATHS.signIn);
  };
  return (
    <>
      <div className="flex shrink-0 items-center gap-2">
        <NavLinks tools={tools} className="hidden flex-wrap items-center gap-1 md:flex" />
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
          <NavLinks tools={tools} className="flex flex-col gap-1" />
          <Button variant="outline" size="sm" className="self-start" onClick={onSignOut}>
            Sign Out
          </Button>
        </div>
      ) : null}
    </>
  );
}
