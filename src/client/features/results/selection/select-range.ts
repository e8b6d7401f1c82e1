// Shift-click range of the results table: every selectable rank between the last clicked row and
// this one, in the order the table shows them.

/** The ranks from `from` to `to` (both included) in `order`; only `to` when `from` is not shown. */
export function ranksBetween(order: readonly number[], from: number | null, to: number): number[] {
  const end = order.indexOf(to);
  const start = from === null ? -1 : order.indexOf(from);
  if (start < 0 || end < 0) return [to];
  const [low, high] = start <= end ? [start, end] : [end, start];
  return order.slice(low, high + 1);
}
