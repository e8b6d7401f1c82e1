// The toasts of the app (spec section 9: at most 3 visible, 4 s by default, light theme; sonner's
// hotkey is Alt+T) and their dismissal on navigation. Loaded lazily by SiteLayout (decision 016).
// Placed where they cover no control (issue 21 item 8, decision 032): the place is chosen from
// what lies under each candidate (useToastPosition), top centre just below the header's row first.
import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TOAST_EDGE_PX, TOAST_TOP_OFFSET_PX, TOAST_WIDTH_PX } from './toast-place';
import { useDismissToastsOnNavigation } from './use-dismiss-toasts-on-navigation';
import { useToastPosition } from './use-toast-position';

const OFFSET = { top: TOAST_TOP_OFFSET_PX, right: TOAST_EDGE_PX, bottom: TOAST_EDGE_PX, left: TOAST_EDGE_PX };

// sonner reads its width from this custom property (its own inline default is overridden here).
const TOASTER_STYLE = { '--width': `${TOAST_WIDTH_PX}px` } as CSSProperties;

export function ToastLayer() {
  useDismissToastsOnNavigation();
  const position = useToastPosition();
  return (
    <Toaster
      theme="light"
      position={position}
      offset={OFFSET}
      mobileOffset={OFFSET}
      style={TOASTER_STYLE}
      closeButton
      visibleToasts={3}
      duration={4000}
      hotkey={['altKey', 'KeyT']}
    />
  );
}
