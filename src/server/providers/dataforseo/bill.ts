// The running cost of one provider operation that sends several tasks, and the small number rules
// every DataForSEO request shares.

import { ProviderError } from '../provider-error.js';
import type { DataForSeoClient, TaskResult } from './client.js';

export function clampInt(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(Number.isFinite(value) ? value : min)));
}

export function roundUsd(value: number): number {
  // Removes floating-point noise of the sum only; provider prices have far fewer decimals.
  return Math.round(value * 1e9) / 1e9;
}

/**
 * The running cost of one provider operation (several tasks): every answer's cost is added, and a
 * failure thrown out of the operation carries everything billed so far, not only its own call's.
 */
export class Bill {
  usd = 0;
  /** `signal`: the user request's deadline, which aborts every task of the operation. */
  constructor(
    private readonly client: DataForSeoClient,
    private readonly signal?: AbortSignal,
  ) {}

  async post(path: string, task: Record<string, unknown>): Promise<TaskResult> {
    try {
      const answer = await this.client.postTask(path, task, this.signal);
      this.usd += answer.providerCost;
      return answer;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      this.usd += error.providerCost;
      throw error.withCost(this.usd);
    }
  }
}


/** The documented answer (40204) of an account whose plan lacks the API asked: a part left empty, not a failure. */
export function lacksProduct(error: unknown): error is ProviderError {
  return error instanceof ProviderError && error.providerStatusCode === 40204;
}

/** A failure of reads asked at once carries everything the operation was billed. */
export function withBillTotal(error: unknown, bill: Bill): unknown {
  return error instanceof ProviderError ? error.withCost(Math.max(error.providerCost, bill.usd)) : error;
}
