// The position history chart (decision 065: uPlot, loaded only on the keyword page through a dynamic
// import): one line per device, the position axis inverted (1 at the top), a date axis, the legend as
// the tooltip, drag to zoom into a range (double-click zooms out), and marks for a changed ranking
// URL (amber) and a failed check (grey, dashed). Unknown and "not in the top N" leave gaps: a failed
// check is never drawn as a position. The data table beside it says the same in words.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { CheckPoint } from '@shared/contract/projects';

const DEVICE_COLOURS: Record<CheckPoint['device'], string> = { desktop: '#2563eb', mobile: '#16a34a' };

export interface ChartMarks {
  urlChanges: number[];
  failures: number[];
}

/** Points to uPlot's columns: x in seconds, a position per device (null when unknown or not in the top N). */
export function chartData(points: CheckPoint[]): { data: uPlot.AlignedData; devices: CheckPoint['device'][]; marks: ChartMarks } {
  const devices = [...new Set(points.map((p) => p.device))].sort();
  const times = [...new Set(points.map((p) => Date.parse(p.slotStart) / 1000))].sort((a, b) => a - b);
  const series = devices.map((device) => times.map((t) => points.find((p) => p.device === device && Date.parse(p.slotStart) / 1000 === t && p.state === 'done')?.rankGroup ?? null));
  const marks: ChartMarks = { urlChanges: [], failures: [] };
  for (const device of devices) {
    let lastUrl: string | null = null;
    for (const point of points.filter((p) => p.device === device)) {
      const t = Date.parse(point.slotStart) / 1000;
      if (point.state === 'failed') marks.failures.push(t);
      if (point.state === 'done' && point.url) {
        if (lastUrl !== null && point.url !== lastUrl) marks.urlChanges.push(t);
        lastUrl = point.url;
      }
    }
  }
  return { data: [times, ...series], devices, marks };
}

function markPlugin(marks: ChartMarks): uPlot.Plugin {
  const line = (u: uPlot, t: number, colour: string, dashed: boolean) => {
    const x = Math.round(u.valToPos(t, 'x', true));
    const { ctx } = u;
    ctx.save();
    ctx.strokeStyle = colour;
    ctx.lineWidth = 2;
    ctx.setLineDash(dashed ? [4, 4] : []);
    ctx.beginPath();
    ctx.moveTo(x, u.bbox.top);
    ctx.lineTo(x, u.bbox.top + u.bbox.height);
    ctx.stroke();
    ctx.restore();
  };
  return {
    hooks: {
      draw: (u) => {
        for (const t of marks.urlChanges) line(u, t, '#d97706', false);
        for (const t of marks.failures) line(u, t, '#6b7280', true);
      },
    },
  };
}

export default function RankHistoryChart({ points, label }: { points: CheckPoint[]; label: string }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const { data, devices, marks } = chartData(points);
    const width = Math.max(280, element.clientWidth);
    const options: uPlot.Options = {
      width,
      height: 280,
      scales: { x: { time: true }, y: { dir: -1, range: (_u, min, max) => [Math.max(1, Math.floor(min ?? 1)), Math.ceil(max ?? 10)] } },
      axes: [{}, { label: 'Position' }],
      series: [{ label: 'Date' }, ...devices.map((device) => ({ label: device, stroke: DEVICE_COLOURS[device], width: 2, spanGaps: false, points: { show: true } }))],
      cursor: { drag: { x: true, y: false } },
      plugins: [markPlugin(marks)],
    };
    const plot = new uPlot(options, data, element);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(280, element.clientWidth), height: 280 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points]);
  return (
    <figure className="w-full">
      <div ref={holder} role="img" aria-label={label} className="w-full overflow-hidden" />
      <figcaption className="mt-1 text-xs text-muted-foreground">
        Drag across the chart to zoom into a range; double-click to zoom out. Amber line: the ranking URL changed. Grey dashed line: a failed check (unknown).
      </figcaption>
    </figure>
  );
}
