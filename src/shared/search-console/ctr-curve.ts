// The click-through rate a Google result usually gets at its position, to say when a query's CTR is
// low for where it ranks. Positions 1–10: Backlinko's study of 4 million Google results ("We
// Analyzed 4 Million Google Search Results", 2023 update of the 2019 study): 27.6, 15.8, 11.0, 8.4,
// 6.3, 4.9, 3.9, 3.3, 2.7 and 2.4 %. Page two (11–20): 1 %, the lowest band of open-seo's rule
// (reference §4.4), since Backlinko reports page two's clicks only as a whole (0.63 % of all clicks).
// A fractional average position is read between its two neighbours.

const FIRST_PAGE = [0.276, 0.158, 0.11, 0.084, 0.063, 0.049, 0.039, 0.033, 0.027, 0.024] as const;
const SECOND_PAGE = 0.01;

function atWholePosition(position: number): number {
  if (position <= 10) return FIRST_PAGE[Math.max(1, position) - 1]!;
  return SECOND_PAGE;
}

/** The expected CTR (a fraction) at an average position; positions beyond 20 get page two's. */
export function expectedCtr(position: number): number {
  const p = Math.max(1, position);
  const low = Math.floor(p);
  const fraction = p - low;
  return atWholePosition(low) * (1 - fraction) + atWholePosition(low + 1) * fraction;
}
