// Keeps toasts from trapping keyboard focus. sonner remembers the element focused before focus
// entered a toast and sends focus back there when it leaves (and when the last toast closes), so
// a Tab through a toast lands on the same field again and again for the toast's lifetime, and an
// expiring toast pulls focus back. Hiding focus entries from sonner's own handler stops both;
// the toast and its buttons stay reachable by Tab and by sonner's Alt+T hotkey.
const TOASTER_SELECTOR = '[data-sonner-toaster]';

function isInsideToaster(node: EventTarget | null): boolean {
  return node instanceof Element && node.closest(TOASTER_SELECTOR) !== null;
}

export function installToastFocusGuard(target: Window = window): () => void {
  const onFocusIn = (event: FocusEvent) => {
    if (isInsideToaster(event.target) && !isInsideToaster(event.relatedTarget)) event.stopPropagation();
  };
  // Capture on the window runs before React's root listener, so sonner never records the entry.
  target.addEventListener('focusin', onFocusIn, true);
  return () => target.removeEventListener('focusin', onFocusIn, true);
}
