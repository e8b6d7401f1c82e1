// Shift-click range of a keyword table: every selectable row between the last clicked row and this
// one, in the order the table shows them.

/** The keys from `from` to `to` (both included) in `order`; only `to` when `from` is not shown. */
export function keysBetween<K>(order: readonly K[], from: K | null, to: K): K[] {
  const end = order.indexOf(to);
  const start = from === null ? -1 : order.indexOf(from);
  if (start < 0 || end < 0) return [to];
  const [low, high] = start <= end ? [start, end] : [end, start];
  return order.slice(low, high + 1);
}
