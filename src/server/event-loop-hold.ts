// Node waits for every V8 background task (WebAssembly compilation among them) to finish whenever
// its event loop has nothing left to wait for. PGlite's start and its first queries await only
// promises, so during a start the loop empties again and again, and each time the process stalls
// until the optimising compiler has finished PGlite's hot functions: seconds on a busy machine.
// A timer held for the length of the start keeps the loop waiting on something, so the start runs
// on while that compilation proceeds in its own threads.

/** Runs `work` with the event loop held open, released when it settles. */
export async function holdingEventLoop<T>(work: () => Promise<T>): Promise<T> {
  const hold = setInterval(() => undefined, 60_000);
  try {
    return await work();
  } finally {
    clearInterval(hold);
  }
}
