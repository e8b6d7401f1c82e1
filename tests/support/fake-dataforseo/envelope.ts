// DataForSEO's response envelope (reference §1.2) as the fake server writes it.

import type { ServerResponse } from 'node:http';
import type { Json } from './fake-data.js';

export type JsonObject = { [key: string]: Json };

export const VERSION = '0.1.20260717';
export const LABS_TASK_PRICE = 0.01;
export const LABS_ITEM_PRICE = 0.0001;
export const SERP_FIRST_PAGE = 0.002;
export const SERP_EXTRA_PAGE = 0.0015;

export const usd = (value: number): number => Math.round(value * 1e6) / 1e6;
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A task-level failure: answered inside HTTP 200 with this status code. */
export class TaskError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

let taskCounter = 0;

export function envelope(endpoint: string, task: Record<string, unknown>, result: Json[] | null, cost: number, statusCode = 20000, statusMessage = 'Ok.'): JsonObject {
  taskCounter += 1;
  const path = ['v3', ...endpoint.split('/')];
  const [api = '', , fn = ''] = endpoint.split('/');
  const data: JsonObject = { api, function: fn, se_type: 'google' };
  for (const [k, v] of Object.entries(task)) data[k] = v as Json;
  return {
    version: VERSION,
    status_code: 20000,
    status_message: 'Ok.',
    time: '0.0500 sec.',
    cost: usd(cost),
    tasks_count: 1,
    tasks_error: statusCode === 20000 ? 0 : 1,
    tasks: [
      {
        id: `08221704-1535-0399-0000-${String(taskCounter).padStart(12, '0')}`,
        status_code: statusCode,
        status_message: statusMessage,
        time: '0.0400 sec.',
        cost: usd(cost),
        result_count: result ? result.length : 0,
        path,
        data,
        result,
      },
    ],
  };
}

/** What one answer billed, as the fake wrote it: the stand-in's side of the provider's bill. */
export interface BilledAnswer {
  status: number;
  statusCode: number | null;
  taskId: string | null;
  cost: number;
}

const billed = new WeakMap<ServerResponse, BilledAnswer>();

/** The bill line of a response written with `send` (none for a hang or a hand-written body). */
export function billedAnswer(res: ServerResponse): BilledAnswer | undefined {
  return billed.get(res);
}

function billOf(status: number, body: Json | string): BilledAnswer {
  const top = isObject(body) ? body : {};
  const tasks = Array.isArray(top['tasks']) ? top['tasks'] : [];
  const task = isObject(tasks[0]) ? tasks[0] : null;
  const code = task?.['status_code'] ?? top['status_code'];
  return {
    status,
    statusCode: typeof code === 'number' ? code : null,
    taskId: typeof task?.['id'] === 'string' ? task['id'] : null,
    cost: typeof top['cost'] === 'number' ? top['cost'] : 0,
  };
}

export function send(res: ServerResponse, status: number, body: Json | string): void {
  billed.set(res, billOf(status, body));
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8' });
  res.end(text);
}

export function statusBody(code: number, message: string): JsonObject {
  return { version: VERSION, status_code: code, status_message: message, time: '0.0010 sec.', cost: 0, tasks_count: 0, tasks_error: 0, tasks: null };
}

