// The spelling worker's entry (a worker thread started by spelling-thread.ts): loads dictionaries
// and checks queries here, so a dictionary's load (seconds) and a misspelt word's lookups (0.1-0.3 s
// in Portuguese) never hold up the server's requests.
import { parentPort } from 'node:worker_threads';
import { correctQuery } from './query-corrections.js';
import type { SpellingReply, SpellingRequest } from './spelling-messages.js';

const port = parentPort;
if (!port) throw new Error('spelling-worker.ts runs as a worker thread only');

port.on('message', (request: SpellingRequest) => {
  correctQuery(request.text, request.language).then(
    (result): void => port.postMessage({ id: request.id, ok: true, result } satisfies SpellingReply),
    (error: unknown): void => port.postMessage({ id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) } satisfies SpellingReply),
  );
});
