// Programmable failures of the fake DataForSEO API: each mode is one documented way the real API fails.

import type { ServerResponse } from 'node:http';
import { envelope, isObject, send, statusBody } from './envelope.js';

export type FailureMode =
  | 'task_error_40501' // HTTP 200, task status 40501 "Invalid Field"
  | 'task_error_40101' // HTTP 200, task status 40101 (SE error; may have billed -> never retried)
  | 'internal_error_50000' // HTTP 200, task status 50000 (retryable)
  | 'rate_limit_40202' // HTTP 200, status 40202 at top level and in the task
  | 'simultaneous_40209' // HTTP 200, task status 40209 (too many simultaneous requests)
  | 'http_401' // HTTP 401 with 40100 body, whatever the credentials
  | 'http_402_40200' // HTTP 402 Payment Required
  | 'http_402_40210' // HTTP 402 Insufficient Funds
  | 'http_404' // HTTP 404
  | 'http_500' // HTTP 500 with an HTML body
  | 'hang' // never answers (until close)
  | 'malformed_json'; // HTTP 200 with a truncated JSON body

/** Writes the programmed failure for one request. */
export function writeFailure(mode: FailureMode, res: ServerResponse, endpoint: string, body: unknown): void {
  const task = Array.isArray(body) && isObject(body[0]) ? body[0] : {};
  switch (mode) {
    case 'task_error_40501':
      send(res, 200, envelope(endpoint, task, null, 0, 40501, "Invalid Field: 'keyword'."));
      return;
    case 'task_error_40101':
      send(res, 200, envelope(endpoint, task, null, 0, 40101, 'Internal SE Server Error.'));
      return;
    case 'internal_error_50000':
      send(res, 200, envelope(endpoint, task, null, 0, 50000, 'Internal Error.'));
      return;
    case 'simultaneous_40209':
      send(res, 200, envelope(endpoint, task, null, 0, 40209, 'Too many simultaneous queries.'));
      return;
    case 'rate_limit_40202': {
      const answer = envelope(endpoint, task, null, 0, 40202, 'The rate-limit per minute has been exceeded.');
      answer['status_code'] = 40202;
      answer['status_message'] = 'The rate-limit per minute has been exceeded.';
      send(res, 200, answer);
      return;
    }
    case 'http_401':
      send(res, 401, statusBody(40100, 'You are not authorized to access this resource.'));
      return;
    case 'http_402_40200':
      send(res, 402, statusBody(40200, 'Payment Required.'));
      return;
    case 'http_402_40210':
      send(res, 402, statusBody(40210, 'Insufficient Funds.'));
      return;
    case 'http_404':
      send(res, 404, statusBody(40400, 'Not Found.'));
      return;
    case 'http_500':
      send(res, 500, '<html><body>500 Internal Server Error</body></html>');
      return;
    case 'malformed_json':
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"version":"0.1","status_code":20000,"tasks":[{"status_code":20000,"result":[');
      return;
    case 'hang':
      return; // keep the socket open and never answer
  }
}
