// Where the toasts go (decision 032): no fixed place is clear of every control at
// every scroll position (the results page has controls across its whole width somewhere), so the
// place is chosen from what lies under each candidate box: the current place while it stays clear
// (toasts do not jump about for nothing), else the first clear place in order of preference; where
// none is clear the toasts stay put: sonner restarts a toast's timer when it changes place, so
// moving between covered places could keep a toast up for ever. Pure geometry, tested without a browser.
import type { ToasterProps } from 'sonner';

export type ToastPosition = NonNullable<ToasterProps['position']>;

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface ToastPlace {
  position: ToastPosition;
  box: Box;
  /**
   * On a phone where no fixed place is clear of every heading and control: the toasts sit in the page
   * itself, in a strip reserved above the first heading in view (toast-strip.ts; box.top is then a
   * place in the document, not the window), which moves what follows down while they show.
   */
  reserved?: boolean;
}

/** Just below the header's row of links and buttons (64 px), on every page. */
export const TOAST_TOP_OFFSET_PX = 72;
/** Between the header's bottom and the toasts, where the header is taller than one row. */
export const TOAST_HEADER_GAP_PX = 8;
/** Narrower than sonner's 356 px, so a toast fits between a table's controls on a 1366 px screen. */
export const TOAST_WIDTH_PX = 320;
/** Distance from the window's sides and bottom. */
export const TOAST_EDGE_PX = 16;
/** Room above and below the toasts in the strip reserved for them on a phone. */
export const TOAST_RESERVE_GAP_PX = 8;
/** sonner's own breakpoint: at or below it a toast spans the width. */
export const TOAST_PHONE_MAX_WIDTH_PX = 600;

const DESKTOP_ORDER: readonly ToastPosition[] = ['top-center', 'bottom-center', 'top-right', 'bottom-right', 'top-left', 'bottom-left'];
const PHONE_ORDER: readonly ToastPosition[] = ['top-center', 'bottom-center'];

/**
 * How far from the window's top the top places start: below the header where it shows (it grows to
 * two rows when its links do not fit in one), never above the one-row header's line.
 */
export function toastTopOffset(headerBottom: number | null): number {
  return headerBottom === null || headerBottom <= 0 ? TOAST_TOP_OFFSET_PX : Math.max(TOAST_TOP_OFFSET_PX, Math.ceil(headerBottom) + TOAST_HEADER_GAP_PX);
}

/** The box the toast stack (`stackHeight` px tall) would take at each position, best first. */
export function toastPlaces(viewport: { width: number; height: number }, stackHeight: number, topOffset: number = TOAST_TOP_OFFSET_PX): ToastPlace[] {
  const phone = viewport.width <= TOAST_PHONE_MAX_WIDTH_PX;
  const width = phone ? viewport.width - 2 * TOAST_EDGE_PX : Math.min(TOAST_WIDTH_PX, viewport.width - 2 * TOAST_EDGE_PX);
  const lefts = { left: TOAST_EDGE_PX, center: (viewport.width - width) / 2, right: viewport.width - TOAST_EDGE_PX - width };
  const tops = { top: topOffset, bottom: viewport.height - TOAST_EDGE_PX - stackHeight };
  return (phone ? PHONE_ORDER : DESKTOP_ORDER).map((position) => {
    const [y, x] = position.split('-') as ['top' | 'bottom', 'left' | 'center' | 'right'];
    return { position, box: { top: tops[y], left: phone ? TOAST_EDGE_PX : lefts[x], width, height: stackHeight } };
  });
}

export function boxesMeet(a: Box, b: Box): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
}

function isClear(place: ToastPlace, controls: readonly Box[]): boolean {
  return controls.every((control) => !boxesMeet(place.box, control));
}

/**
 * The place for the toasts given the controls' boxes in the window, and the headings' (which a
 * toast should leave readable where some place clear of controls allows it: a control is never
 * given up for a heading).
 */
export function chooseToastPosition(places: readonly ToastPlace[], controls: readonly Box[], current: ToastPosition, headings: readonly Box[] = []): ToastPosition {
  const clear = places.filter((place) => isClear(place, controls));
  const clearOfHeadings = clear.filter((place) => isClear(place, headings));
  for (const candidates of [clearOfHeadings, clear]) {
    if (candidates.some((place) => place.position === current)) return current;
    if (candidates[0]) return candidates[0].position;
  }
  return current;
}

/**
 * On a phone the window is too small for a fixed place to be clear every time (a run's heading and
 * its first controls fill the top, a form's button or the table the bottom): when none of them is
 * clear of both controls and headings, the toasts take a strip of their own in the page instead.
 * Once there they stay there until they are gone, so the content does not jump back and forth.
 */
export function needsReservedStrip(places: readonly ToastPlace[], controls: readonly Box[], headings: readonly Box[], current: ToastPlace | null): boolean {
  if (current?.reserved) return true;
  return !places.some((place) => isClear(place, controls) && isClear(place, headings));
}

/** The strip's place in the document (its top is the toasts' top in the page, not in the window). */
export function reservedPlace(top: number, viewportWidth: number, stackHeight: number): ToastPlace {
  return { position: 'top-center', box: { top, left: TOAST_EDGE_PX, width: viewportWidth - 2 * TOAST_EDGE_PX, height: stackHeight }, reserved: true };
}
