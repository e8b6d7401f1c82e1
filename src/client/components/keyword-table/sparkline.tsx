// A 12-month search-volume trend drawn as a tiny inline SVG line, with a text label for screen
// readers ("Search volume trend, Dec 2025 to Nov 2026: 1.2K to 3.4K") and the month-by-month
// values on hover and on keyboard focus. Months without data break the line.
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { shortMonthLabel } from '@shared/analysis/months';
import { EM_DASH, formatFixed, formatNumber } from '@shared/format/number';

export interface SparklinePoint {
  year: number;
  month: number; // 1-12
  searchVolume: number | null;
}


export function sparklineLabel(points: readonly SparklinePoint[]): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 'No trend data';
  return `Search volume trend, ${shortMonthLabel(first)} to ${shortMonthLabel(last)}: ${formatNumber(first.searchVolume)} to ${formatNumber(last.searchVolume)}`;
}

/** SVG path segments ("M x y L x y ..."), one per run of months with data. */
export function sparklinePath(points: readonly SparklinePoint[], width: number, height: number): string {
  const values = points.map((p) => p.searchVolume).filter((v): v is number => v !== null && Number.isFinite(v));
  if (values.length === 0) return '';
  const min = Math.min(...values);
  const range = Math.max(...values) - min || 1;
  const step = points.length > 1 ? width / (points.length - 1) : 0;
  let path = '';
  let drawing = false;
  points.forEach((p, i) => {
    if (p.searchVolume === null || !Number.isFinite(p.searchVolume)) {
      drawing = false;
      return;
    }
    const x = (i * step).toFixed(1);
    const y = (height - 1 - ((p.searchVolume - min) / range) * (height - 2)).toFixed(1);
    path += `${drawing ? 'L' : 'M'}${x} ${y} `;
    drawing = true;
  });
  return path.trim();
}

/** The months and their searches, oldest first, as the tooltip lists them. */
export function sparklineValues(points: readonly SparklinePoint[]): { month: string; searches: string }[] {
  // Exact figures here: the compact "1.2K" of the cells is what the tooltip is there to expand.
  return points.map((p) => ({
    month: shortMonthLabel(p),
    searches: p.searchVolume === null || !Number.isFinite(p.searchVolume) ? EM_DASH : formatFixed(p.searchVolume, 0),
  }));
}

const TOOLTIP_WIDTH = 176;

/** Where the tooltip goes: under the trend, right-aligned with it, inside the window. */
function tooltipPlace(anchor: DOMRect): { top: number; left: number } {
  const left = Math.min(Math.max(8, anchor.right - TOOLTIP_WIDTH), window.innerWidth - TOOLTIP_WIDTH - 8);
  return { top: anchor.bottom + 4, left: Math.max(8, left) };
}

export function Sparkline({ points, width = 88, height = 24 }: { points: readonly SparklinePoint[]; width?: number; height?: number }) {
  const tooltipId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const show = () => {
    if (button.current) setPlace(tooltipPlace(button.current.getBoundingClientRect()));
  };
  const hide = () => setPlace(null);
  const isOpen = place !== null;
  // The tooltip follows its trend while the page scrolls (focusing a trend may scroll it into view).
  useEffect(() => {
    if (!isOpen) return;
    const follow = () => {
      if (button.current) setPlace(tooltipPlace(button.current.getBoundingClientRect()));
    };
    window.addEventListener('scroll', follow, { passive: true, capture: true });
    window.addEventListener('resize', follow, { passive: true });
    return () => {
      window.removeEventListener('scroll', follow, { capture: true });
      window.removeEventListener('resize', follow);
    };
  }, [isOpen]);
  const path = sparklinePath(points, width, height);
  if (path === '') return <span className="text-muted-foreground">{EM_DASH}</span>;
  // A button only to be focusable: a keyboard user gets the month-by-month values a pointer gets on
  // hover. The tooltip is drawn in the page's top layer (a portal, fixed position), so a table cell
  // that clips its content cannot hide it; Escape closes it.
  return (
    <button
      ref={button}
      type="button"
      aria-label={sparklineLabel(points)}
      aria-describedby={place ? tooltipId : undefined}
      className="inline-flex rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      <svg aria-hidden="true" width={width} height={height} viewBox={`0 0 ${width} ${height}`} className="overflow-visible">
        <path d={path} fill="none" stroke="currentColor" strokeWidth={1.5} className="text-blue-600" />
      </svg>
      {place
        ? createPortal(
            <span
              id={tooltipId}
              role="tooltip"
              style={{ top: place.top, left: place.left, width: TOOLTIP_WIDTH }}
              className="pointer-events-none fixed z-50 block rounded-md border border-border bg-white p-2 text-xs text-foreground shadow-md"
            >
              <span className="mb-1 block font-medium">Monthly searches</span>
              {sparklineValues(points).map((v) => (
                <span key={v.month} className="flex justify-between gap-2 tabular-nums">
                  <span>{v.month}</span>
                  <span>{v.searches}</span>
                </span>
              ))}
            </span>,
            document.body,
          )
        : null}
    </button>
  );
}
