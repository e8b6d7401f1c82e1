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

/** Marks the toaster while it sits in the strip a phone reserves (styles.css sizes its toasts). */
const TOAST_STRIP_CLASS = 'toast-strip';

const OFFSET = { top: TOAST_TOP_OFFSET_PX, right: TOAST_EDGE_PX, bottom: TOAST_EDGE_PX, left: TOAST_EDGE_PX };

/**
 * sonner reads its width from `--width` (its own inline default is overridden here); the chosen
 * place moves the toaster (on a phone sonner's own left and right margins stay).
 */
function toasterStyle(place: ToastPlace | null): CSSProperties {
  const style = { '--width': `${TOAST_WIDTH_PX}px` } as CSSProperties;
  if (!place) return style;
  // In the strip reserved at the top of the content: placed in the document, so it scrolls with the page.
  // Its sides are set here, not by sonner's phone rule (`width: 100%` beside a 16 px `left`): that
  // rule is harmless for a fixed box, but an absolute one 16 px wider than the page makes the page
  // scroll sideways. The toasts then fill the toaster (`.toast-strip` in styles.css).
  if (place.reserved) return { ...style, position: 'absolute', top: place.box.top, left: TOAST_EDGE_PX, right: TOAST_EDGE_PX, width: 'auto' };
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
      className={place?.reserved ? TOAST_STRIP_CLASS : undefined}
      closeButton
      visibleToasts={3}
      duration={4000}
      hotkey={['altKey', 'KeyT']}
    />
  );
}
