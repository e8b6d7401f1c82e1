// The distance from the top of the document to an element, kept current while what sits above it
// changes (a filters panel opening, a notice appearing, the window resizing). The window-scrolled
// table needs it as the virtualizer's scroll margin, or it would draw the wrong rows.
import { useLayoutEffect, useState, type RefObject } from 'react';

export function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    // The body's size changes whenever content above (or below) the table does; observe() also
    // reports once right away, which takes the first measurement.
    // (Where there is no ResizeObserver, as in jsdom, one measurement and window resizes do.)
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (observer) observer.observe(document.body);
    else measure();
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return top;
}
