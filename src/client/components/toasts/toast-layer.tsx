// The toasts of the app (spec section 9: at most 3 visible, 4 s by default, light theme; sonner's
// hotkey is Alt+T) and their dismissal on navigation. Loaded lazily by SiteLayout (decision 016).
// Placed where they cover no controls (issue 21 item 8, decision 032): top centre, just below the
// header's row of links and buttons. There, at scroll 0, the pages have their heading and its text
// (the page's buttons sit at the sides); scrolled, the sticky table header stays clear above it and
// the table's middle columns under it hold figures, not controls. sonner's default bottom-right
// covered the results page's filter and export controls. On a phone the toast spans the width
// under the header (its logo and Menu button stay reachable).
import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { useDismissToastsOnNavigation } from './use-dismiss-toasts-on-navigation';

/** Just below the header's controls (a 64 px row) on every page, desktop and phone. */
export const TOAST_TOP_OFFSET_PX = 72;
/** Narrower than sonner's 356 px, so a toast stays inside the table's text columns on a 1366 px screen. */
export const TOAST_WIDTH_PX = 320;

// sonner reads its width from this custom property (its own inline default is overridden here).
const TOASTER_STYLE = { '--width': `${TOAST_WIDTH_PX}px` } as CSSProperties;

export function ToastLayer() {
  useDismissToastsOnNavigation();
  return (
    <Toaster
      theme="light"
      position="top-center"
      offset={{ top: TOAST_TOP_OFFSET_PX }}
      mobileOffset={{ top: TOAST_TOP_OFFSET_PX, left: 16, right: 16 }}
      style={TOASTER_STYLE}
      closeButton
      visibleToasts={3}
      duration={4000}
      hotkey={['altKey', 'KeyT']}
    />
  );
}
