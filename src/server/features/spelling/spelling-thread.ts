// Runs the spelling hint's dictionary work in one worker thread (spelling-worker.ts), started on
// the first hint and ended after a minute without one: the dictionaries it loaded (French alone
// holds hundreds of megabytes) go with it, so a server's memory at rest holds none (decision 044).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { LanguageCode } from '../../../shared/constants/languages.js';
import type { QueryCorrections } from './query-corrections.js';
import type { SpellingReply, SpellingRequest } from './spelling-messages.js';

/** A worker with nothing to do for this long is ended, and its dictionaries with it. */
export const SPELLING_IDLE_MS = 60_000;
// French's first load takes ~14 s on a busy 2-core machine; a hint later than this is dropped.
const REPLY_TIMEOUT_MS = 60_000;

// Node 20 cannot start a worker from a .ts file even with tsx in execArgv: a small script
// registers tsx in the worker first, then imports the entry.
const VIA_TSX = `const { workerData } = require('node:worker_threads');
import(workerData.tsx).then(({ tsImport }) => tsImport(workerData.entry, workerData.entry));`;

/**
 * The worker: the compiled file beside the server bundle (scripts/build-server.mjs), or the
 * TypeScript source through tsx when the server itself runs from source (tests, `npm run dev`).
 */
function createWorker(): Worker {
  if (import.meta.url.endsWith('.ts')) {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href;
    return new Worker(VIA_TSX, { eval: true, workerData: { tsx, entry: new URL('./spelling-worker.ts', import.meta.url).href } });
  }
  // This module is bundled into dist/server/main.js or one of dist/server/chunks/.
  const file = [new URL('./spelling-worker.js', import.meta.url), new URL('../spelling-worker.js', import.meta.url)].find((url) => existsSync(url));
  if (!file) throw new Error('the compiled spelling worker is missing (run the server build)');
  return new Worker(file);
}

interface Pending {
  resolve: (result: QueryCorrections | null) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

let worker: Worker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function settle(id: number): Pending | undefined {
  const waiting = pending.get(id);
  if (!waiting) return undefined;
  pending.delete(id);
  clearTimeout(waiting.timer);
  if (pending.size === 0) scheduleIdleEnd();
  return waiting;
}

function scheduleIdleEnd() {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => void endSpellingWorker(), SPELLING_IDLE_MS).unref();
}

function failAll(error: Error) {
  for (const id of [...pending.keys()]) settle(id)?.reject(error);
}

function startWorker(): Worker {
  const started = createWorker();
  // An idle worker never keeps the process alive (shutdown, tests).
  started.unref();
  started.on('message', (reply: SpellingReply) => {
    const waiting = settle(reply.id);
    if (!waiting) return;
    if (reply.ok) waiting.resolve(reply.result);
    else waiting.reject(new Error(reply.message));
  });
  started.on('error', (error) => {
    if (worker === started) worker = undefined;
    failAll(error);
  });
  started.on('exit', (code) => {
    if (worker === started) worker = undefined;
    failAll(new Error(`the spelling worker stopped (exit code ${code})`));
  });
  return started;
}

/** The dictionary's confident corrections of the query, worked out off the event loop. */
export function correctInWorker(text: string, language: LanguageCode): Promise<QueryCorrections | null> {
  clearTimeout(idleTimer);
  worker ??= startWorker();
  const running = worker;
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => settle(id)?.reject(new Error('the spelling worker did not answer in time')), REPLY_TIMEOUT_MS);
    pending.set(id, { resolve, reject, timer });
    running.postMessage({ id, text, language } satisfies SpellingRequest);
  });
}

/** Ends the worker now (idle, or the server stops); the next hint starts a fresh one. */
export async function endSpellingWorker(): Promise<void> {
  clearTimeout(idleTimer);
  const running = worker;
  worker = undefined;
  if (running) await running.terminate();
}
