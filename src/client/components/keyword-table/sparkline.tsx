// A 12-month search-volume trend drawn as a tiny inline SVG line, with a text label for screen
// readers ("Search volume trend, Dec 2025 to Nov 2026: 1.2K to 3.4K"). Months without data
// break the line.
import { EM_DASH, formatNumber } from '@shared/format/number';

export interface SparklinePoint {
  year: number;
  month: number; // 1-12
  searchVolume: number | null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthName = (p: SparklinePoint) => `${MONTHS[p.month - 1] ?? p.month} ${p.year}`;

export function sparklineLabel(points: readonly SparklinePoint[]): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 'No trend data';
  return `Search volume trend, ${monthName(first)} to ${monthName(last)}: ${formatNumber(first.searchVolume)} to ${formatNumber(last.searchVolume)}`;
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

export function Sparkline({ points, width = 88, height = 24 }: { points: readonly SparklinePoint[]; width?: number; height?: number }) {
  const path = sparklinePath(points, width, height);
  if (path === '') return <span className="text-muted-foreground">{EM_DASH}</span>;
  return (
    <svg role="img" aria-label={sparklineLabel(points)} width={width} height={height} viewBox={`0 0 ${width} ${height}`} className="overflow-visible">
      <path d={path} fill="none" stroke="currentColor" strokeWidth={1.5} className="text-blue-600" />
    </svg>
  );
}
