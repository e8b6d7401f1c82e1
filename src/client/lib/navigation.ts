// An entry of a menu (the header's tools, the admin sidebar). The menus are derived from the page
// table in routes.tsx and handed down, so a page appears in its menu by its own table entry alone.
import type { LucideIcon } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon?: LucideIcon;
  /** Active only at exactly this address (an index page), not below it. */
  end?: boolean;
  /** Shown to admins only (the admin area's entry in the header). */
  forAdmins?: boolean;
}

/** The menus of the app, each in the order the page table lists its pages. */
export interface Navigation {
  main: readonly NavItem[];
  admin: readonly NavItem[];
}
