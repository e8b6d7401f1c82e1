// The strip a phone's toasts take in the page itself when no fixed place is clear (decision 056): an
// empty block of the toasts' height put just above the page's first heading in view (or at the top
// of the content), so the heading and everything after it move down and the toasts, placed over
// the empty block, cover nothing at any scroll. It is put in the page here, outside React: it
// belongs to no screen, and only while toasts show.
import { TOAST_RESERVE_GAP_PX } from './toast-place';

const CONTENT = 'main';
const HEADINGS = 'h1, h2, h3';

let strip: HTMLDivElement | null = null;

/** The element the strip goes above: the content's first heading in the window's upper half, else the content's top while it is in view. */
function anchorOf(content: Element): { heading: Element } | { content: Element } | null {
  const half = window.innerHeight / 2;
  for (const heading of content.querySelectorAll(HEADINGS)) {
    const box = heading.getBoundingClientRect();
    if (box.height > 0 && box.top >= 0 && box.top < half) return { heading };
  }
  return content.getBoundingClientRect().top >= 0 ? { content } : null;
}

/**
 * Puts the strip in the page (kept where it is while it stays there) for toasts `height` px tall;
 * answers the toasts' top in the document, or null when no place for it is in view.
 */
export function openToastStrip(height: number): number | null {
  const content = document.querySelector(CONTENT);
  if (!content) return null;
  if (!strip?.isConnected || !strip.nextElementSibling?.isConnected) {
    closeToastStrip();
    const anchor = anchorOf(content);
    if (!anchor) return null;
    strip = document.createElement('div');
    strip.setAttribute('aria-hidden', 'true');
    strip.dataset.toastStrip = '';
    if ('heading' in anchor) anchor.heading.before(strip);
    else anchor.content.prepend(strip);
  }
  strip.style.height = `${height + 2 * TOAST_RESERVE_GAP_PX}px`;
  return strip.getBoundingClientRect().top + window.scrollY + TOAST_RESERVE_GAP_PX;
}

/** Takes the strip out of the page: the toasts are gone. */
export function closeToastStrip(): void {
  strip?.remove();
  strip = null;
}
