// A Chromium trace with the page's main-thread tasks shrunk to the CPU time the thread really ran
// (each event's `tdur`), so the time other processes held the CPU stops counting as the page's
// own work. Lighthouse's simulated throttling multiplies every observed task by 4: on a shared
// machine a 15 ms task that waited 60 ms for a core counts as 300 ms of blocking. Re-audited from
// this trace, the figures are what Lighthouse says on a machine left to the browser (decision 034).

interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The renderer main threads: the pages' tasks run there (and only their timing is changed). */
function rendererMainThreads(events: TraceEvent[]): Set<string> {
  return new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
}

interface Task {
  start: number;
  end: number;
  factor: number;
}

/**
 * Each top-level task of a renderer main thread keeps its start, and everything inside it is
 * scaled by the task's thread time over its wall time (never stretched), so nesting holds. Returns
 * a new event list; the gaps between tasks (network waits, idle time) are left as they were.
 */
export function toThreadTime(events: TraceEvent[]): TraceEvent[] {
  const threads = rendererMainThreads(events);
  const tasksByThread = new Map<string, Task[]>();
  for (const key of threads) {
    const runTasks = events
      .filter((e) => `${e.pid}:${e.tid}` === key && e.ph === 'X' && e.name === 'RunTask' && e.dur !== undefined && e.dur > 0)
      .sort((a, b) => a.ts - b.ts);
    const topLevel: Task[] = [];
    for (const task of runTasks) {
      const end = task.ts + (task.dur ?? 0);
      const last = topLevel.at(-1);
      if (last && task.ts < last.end) continue; // nested inside the previous top-level task
      const factor = task.tdur === undefined ? 1 : Math.min(1, task.tdur / (task.dur ?? 1));
      topLevel.push({ start: task.ts, end, factor });
    }
    tasksByThread.set(key, topLevel);
  }

  const containing = (tasks: Task[], ts: number): Task | undefined => {
    let low = 0;
    let high = tasks.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const task = tasks[mid]!;
      if (ts < task.start) high = mid - 1;
      else if (ts > task.end) low = mid + 1;
      else return task;
    }
    return undefined;
  };
  // Floor of a monotone map: an event inside another stays inside it.
  const shrink = (task: Task, ts: number) => task.start + Math.floor((ts - task.start) * task.factor);

  return events.map((event) => {
    const tasks = tasksByThread.get(`${event.pid}:${event.tid}`);
    const task = tasks ? containing(tasks, event.ts) : undefined;
    if (!task || task.factor === 1) return event;
    const ts = shrink(task, event.ts);
    if (event.dur === undefined) return { ...event, ts };
    const end = shrink(task, Math.min(task.end, event.ts + event.dur));
    return { ...event, ts, dur: end - ts, tdur: Math.min(event.tdur ?? end - ts, end - ts) };
  });
}

/** The renderer main threads' tasks of at least `minMs` wall time: when, how long, how much of it on the CPU, and what ran longest inside. */
export function longTasks(events: TraceEvent[], minMs: number): Array<{ startMs: number; wallMs: number; cpuMs: number; inside: string }> {
  const threads = rendererMainThreads(events);
  const main = events.filter((e) => threads.has(`${e.pid}:${e.tid}`) && e.ph === 'X');
  // reduce, not Math.min(...): a long trace has more events than a call takes arguments.
  const first = main.reduce((earliest, e) => Math.min(earliest, e.ts), Number.POSITIVE_INFINITY);
  return main
    .filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= minMs * 1000)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const children = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e.name !== 'RunTask');
      const longest = [...children].sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0)).slice(0, 3);
      return {
        startMs: (task.ts - first) / 1000,
        wallMs: (task.dur ?? 0) / 1000,
        cpuMs: (task.tdur ?? 0) / 1000,
        inside: longest.map((e) => `${e.name} ${((e.dur ?? 0) / 1000).toFixed(0)}/${((e.tdur ?? 0) / 1000).toFixed(0)} ms`).join(', '),
      };
    });
}
