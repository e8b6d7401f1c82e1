// Keeps the toasts where they cover no control (decisions 032, 056): while a toast shows, the place is
// chosen again when one appears or leaves (sonner's own list of toasts, not a watch on the whole
// page's DOM, which a scrolling virtualised table changes every frame), and when the page scrolls,
// the window resizes or the page's height changes (once per frame), from the boxes of the page's
// controls in the window (and the pointer's place) and the text of its headings.
import { useEffect, useRef, useState } from 'react';
import { useSonner } from 'sonner';
import { closeToastStrip, openToastStrip } from './toast-strip';
import { chooseToastPosition, needsReservedStrip, reservedPlace, TOAST_PHONE_MAX_WIDTH_PX, toastPlaces, toastTopOffset, type Box, type ToastPlace, type ToastPosition } from './toast-place';

/** What a user can press, type into or open; the toasts' own buttons are left out. */
const CONTROLS = 'button, a[href], input, select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="combobox"], [role="switch"], [role="tab"], [role="menuitem"]';
/**
 * What says where the user is and what they are looking at: the headings, and a line a screen marks
 * as one to keep readable (a run's coverage: how much of the data was read). Left readable where a
 * place clear of controls allows.
 */
const HEADINGS = 'h1, h2, h3, [data-keep-readable]';
const TOASTER = '[data-sonner-toaster]';
const TOAST = '[data-sonner-toast]';
/** How long after a toast arrives a change of the page's height places it again (the next page's first render). */
const LAYOUT_WATCH_MS = 2_000;
/** Around the pointer's point, the room a toast leaves it. */
const POINTER_REACH_PX = 12;
/** sonner's gap between stacked toasts; with its default stacking only the front toast's box counts fully. */
const STACK_GAP_PX = 14;

/** A text's own extent: a heading's block spans the page's width, its words do not. */
function textBox(element: Element): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect();
}

function boxesOf(selector: string, viewport: { width: number; height: number }, measure: (element: Element) => DOMRect = (element) => element.getBoundingClientRect()): Box[] {
  const boxes: Box[] = [];
  for (const control of document.querySelectorAll(selector)) {
    if (control.closest(TOASTER)) continue;
    const rect = measure(control);
    if (rect.width === 0 || rect.height === 0 || rect.bottom < 0 || rect.top > viewport.height) continue;
    boxes.push({ top: rect.top, left: rect.left, width: rect.width, height: rect.height });
  }
  return boxes;
}

/**
 * Where the pointer rests counts as a control: a toast placed under it would hold its own time for
 * as long as the pointer stays (sonner pauses a hovered toast) and take the click meant for the page.
 */
function pointerBox(at: { x: number; y: number } | null): Box[] {
  return at ? [{ top: at.y - POINTER_REACH_PX, left: at.x - POINTER_REACH_PX, width: 2 * POINTER_REACH_PX, height: 2 * POINTER_REACH_PX }] : [];
}

/** The height of the shown stack: sonner stacks toasts behind the front one, a few px apart. */
function stackHeight(): number {
  const toasts = [...document.querySelectorAll(TOAST)].map((toast) => toast.getBoundingClientRect().height).filter((height) => height > 0);
  if (toasts.length === 0) return 0;
  return Math.max(...toasts) + (toasts.length - 1) * STACK_GAP_PX;
}

/** The place of the shown toasts (null while none shows). */
export function useToastPlace(): ToastPlace | null {
  const [place, setPlace] = useState<ToastPlace | null>(null);
  const toastCount = useSonner().toasts.length;
  const scheduleRef = useRef<() => void>(() => undefined);
  const arrivedAt = useRef(0);
  const pointer = useRef<{ x: number; y: number } | null>(null);
  useEffect(() => {
    let frame = 0;
    const choose = () => {
      frame = 0;
      const height = stackHeight();
      if (height === 0) {
        // Gone: the strip a phone reserved for them goes too.
        closeToastStrip();
        setPlace((current) => (current?.reserved ? null : current));
        return;
      }
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      const header = document.querySelector('header');
      const places = toastPlaces(viewport, height, toastTopOffset(header ? header.getBoundingClientRect().bottom : null));
      setPlace((current) => {
        const controls = [...boxesOf(CONTROLS, viewport), ...pointerBox(pointer.current)];
        const headings = boxesOf(HEADINGS, viewport, textBox);
        const top = viewport.width <= TOAST_PHONE_MAX_WIDTH_PX && needsReservedStrip(places, controls, headings, current) ? openToastStrip(height) : null;
        if (top !== null) {
          const next = reservedPlace(top, viewport.width, height);
          return current?.reserved && current.box.top === next.box.top && current.box.height === next.box.height ? current : next;
        }
        const position: ToastPosition = chooseToastPosition(places, controls, current?.position ?? 'top-center', headings);
        const next = places.find((candidate) => candidate.position === position) ?? null;
        // Same place, same box: keep the object, so nothing renders again.
        return current && next && !current.reserved && current.position === next.position && current.box.top === next.box.top && current.box.left === next.box.left ? current : next;
      });
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(choose);
    };
    const onPointer = (event: PointerEvent) => {
      pointer.current = { x: event.clientX, y: event.clientY };
    };
    window.addEventListener('pointermove', onPointer, { passive: true, capture: true });
    window.addEventListener('pointerdown', onPointer, { passive: true, capture: true });
    scheduleRef.current = schedule;
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // The page under a toast changes without a scroll: a run's toast is raised over its form, then
    // the run's page replaces the form with its table. The page's height changing says so, in the
    // moments after a toast arrives only: later changes (a table loading its next rows) would move a
    // toast again and again, and each move starts its time again.
    const onLayout = () => {
      if (performance.now() - arrivedAt.current < LAYOUT_WATCH_MS) schedule();
    };
    const layout = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onLayout);
    layout?.observe(document.body);
    return () => {
      closeToastStrip();
      layout?.disconnect();
      window.removeEventListener('pointermove', onPointer, { capture: true });
      window.removeEventListener('pointerdown', onPointer, { capture: true });
      if (frame !== 0) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
  // A toast arrived or left: choose on the next frame, once sonner has drawn it.
  useEffect(() => {
    arrivedAt.current = performance.now();
    scheduleRef.current();
  }, [toastCount]);
  return place;
}
