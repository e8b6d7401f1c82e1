// Loads the browser's locale data off the main thread once per page load (the worker's own file
// says how), for a page whose first figures are about to be written; a browser without workers,
// or one that keeps that data per thread, loses nothing. Pages that format nothing (the landing,
// sign-in) never start it: the worker is a request and a thread they do not need.
let started = false;

export function warmUpIntl(): void {
  if (started || typeof Worker === 'undefined') return;
  started = true;
  try {
    new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module', name: 'intl-warm-up' });
  } catch {
    // Refused (a content policy, a private mode): the first formatting loads the data itself.
  }
}
