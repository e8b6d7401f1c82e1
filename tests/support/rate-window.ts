// The limiter counts in fixed windows aligned to the clock; a burst that straddles a window's end
// would start counting afresh. Tests begin each burst well inside a window.
export async function startWellInsideWindow(windowSeconds: number, marginMs = 15_000) {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((r) => setTimeout(r, left + 50));
}
