import { useNavigate } from 'react-router';
import { LogOut, Search, Shield, User } from 'lucide-react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '../ui/dropdown-menu';
import { useAuth } from '../../lib/auth-state';
import { PATHS } from '../../lib/paths';
import { UserAvatar } from './user-avatar';

export function UserMenu() {
  const { user, displayName, avatarUrl, isAdmin, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" aria-label="Open user menu">
        <UserAvatar name={displayName} url={avatarUrl} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block font-medium">{displayName}</span>
          <span className="block text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(PATHS.profile)}>
          <User className="h-4 w-4" aria-hidden="true" /> Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(PATHS.research)}>
          <Search className="h-4 w-4" aria-hidden="true" /> My Research
        </DropdownMenuItem>
        {isAdmin && (
          <DropdownMenuItem onSelect={() => navigate(PATHS.admin)}>
            <Shield className="h-4 w-4" aria-hidden="true" /> Admin Panel
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={async () => {
            if (await signOut()) await navigate(PATHS.signIn);
          }}
        >
          <LogOut className="h-4 w-4" aria-hidden="true" /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
