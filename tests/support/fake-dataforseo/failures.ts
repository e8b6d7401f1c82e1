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
  | 'http_403_html' // HTTP 403 from a gateway or firewall, HTML body, no JSON
  | 'hang' // never answers (until close)
  | 'malformed_json' // HTTP 200 with a truncated JSON body
  // Any documented status code inside HTTP 200, in the task (or at the top level too), with the
  // cost the provider states for it (the help center: a 40101 SERP task may still be billed).
  | { taskStatus: number; message?: string; cost?: number; topLevel?: boolean };

/** The documented status messages (docs.dataforseo.com/v3/appendix/errors) the fake answers with. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  40000: 'You can set only one task at a time.',
  40001: 'This id is used by another client, check the id.',
  40002: 'This id is used by another search engine, check the Path.',
  40003: 'This id is used by another search type, check the Path.',
  40004: 'This id is used by another function, check the Path.',
  40006: 'You can set no more than 100 tasks at a time.',
  40100: 'You are not authorized to access this resource.',
  40101: 'Internal SE Server Error.',
  40102: 'No Search Results.',
  40103: 'Task execution failed, please try to resubmit the task.',
  40104: 'Please verify your account before using the API.',
  40106: 'Task completed with partial results.',
  40200: 'Payment Required.',
  40201: 'Your account has been temporarily blocked due to suspicious activity.',
  40202: 'The rate-limit per minute has been exceeded.',
  40203: 'The cost limit you set in the settings has been exceeded.',
  40204: 'Access denied. You need to have an active subscription to access this API.',
  40205: 'The limit of duplicate tasks per hour has been exceeded.',
  40206: 'The limit of duplicate tasks per day has been exceeded.',
  40207: 'Access denied. Your IP is not whitelisted.',
  40209: 'Too many simultaneous queries.',
  40210: 'Insufficient Funds.',
  40400: 'Not Found.',
  40401: 'Task Not Found.',
  40402: 'Invalid Path.',
  40403: 'Results Expired.',
  40404: 'No Prepared Data Found.',
  40501: "Invalid Field: 'keyword'.",
  40502: 'POST Data Is Empty.',
  40503: 'POST Data Is Invalid.',
  40504: 'Too many intersecting keywords.',
  40505: 'You are using old data.',
  40506: 'Unknown Fields in POST Data.',
  40601: 'Task Handed.',
  40602: 'Task In Queue.',
  50000: 'Internal Error.',
  50001: 'Error While Checking the Balance.',
  50100: 'Not Implemented.',
  50301: '3rd Party API Service Unavailable.',
  50303: 'Update in progress. Please try after a few minutes.',
  50304: 'This function temporarily unavailable.',
  50401: 'Internal Error - Timeout.',
};

/** Writes the programmed failure for one request. */
export function writeFailure(mode: FailureMode, res: ServerResponse, endpoint: string, body: unknown): void {
  const task = Array.isArray(body) && isObject(body[0]) ? body[0] : {};
  if (typeof mode === 'object') {
    const message = mode.message ?? STATUS_MESSAGES[mode.taskStatus] ?? 'Error.';
    const answer = envelope(endpoint, task, null, mode.cost ?? 0, mode.taskStatus, message);
    if (mode.topLevel) {
      answer['status_code'] = mode.taskStatus;
      answer['status_message'] = message;
    }
    send(res, 200, answer);
    return;
  }
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
    case 'http_403_html':
      send(res, 403, '<html><body><h1>403 Forbidden</h1></body></html>');
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
