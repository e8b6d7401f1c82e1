// The toasts of the app (at most 3 visible, 4 s by default, light theme; sonner's
// hotkey is Alt+T) and their dismissal on navigation. Loaded lazily by SiteLayout (decision 016).
// Placed where they cover no control (decision 032): the place is chosen from
// what lies under each candidate (useToastPlace), top centre just below the header's row first.
// The toaster stays sonner's top-centre one and is moved by its own style: changing sonner's
// position would mount the toasts again and restart their 4 s at every move.
import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TOAST_EDGE_PX, TOAST_PHONE_MAX_WIDTH_PX, TOAST_TOP_OFFSET_PX, TOAST_WIDTH_PX, type ToastPlace } from './toast-place';
import { useDismissToastsOnNavigation } from './use-dismiss-toasts-on-navigation';
import { useToastPlace } from './use-toast-place';

const OFFSET = { top: TOAST_TOP_OFFSET_PX, right: TOAST_EDGE_PX, bottom: TOAST_EDGE_PX, left: TOAST_EDGE_PX };

/**
 * sonner reads its width from `--width` (its own inline default is overridden here); the chosen
 * place moves the toaster (on a phone sonner's own left and right margins stay).
 */
function toasterStyle(place: ToastPlace | null): CSSProperties {
  const style = { '--width': `${TOAST_WIDTH_PX}px` } as CSSProperties;
  if (!place) return style;
  if (window.innerWidth <= TOAST_PHONE_MAX_WIDTH_PX) return { ...style, top: place.box.top };
  return { ...style, top: place.box.top, left: place.box.left, transform: 'none' };
}

export function ToastLayer() {
  useDismissToastsOnNavigation();
  const place = useToastPlace();
  return (
    <Toaster
      theme="light"
      position="top-center"
      offset={OFFSET}
      mobileOffset={OFFSET}
      style={toasterStyle(place)}
      closeButton
      visibleToasts={3}
      duration={4000}
      hotkey={['altKey', 'KeyT']}
    />
  );
}
