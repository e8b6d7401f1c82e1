// A small circuit breaker for the DataForSEO client: after N consecutive "provider down" failures
// (unavailable/timeout) it answers `unavailable` at once for a cooldown, sparing users 30 s timeouts.

import { ProviderError } from '../provider-error.js';

export interface CircuitBreakerOptions {
  failureThreshold?: number; // consecutive failures that open the circuit (default 5)
  cooldownMs?: number; // how long it stays open before one trial call (default 30 s)
  now?: () => number;
}

type State = 'closed' | 'open' | 'half_open';

export class CircuitBreaker {
  private state: State = 'closed';
  private consecutiveFailures = 0;
  private openedAt = 0;
  private trialInFlight = false;
  private readonly failureThreshold: number;
  private readonly cooldownMs: number;
  private readonly now: () => number;

  constructor(options: CircuitBreakerOptions = {}) {
    this.failureThreshold = Math.max(1, options.failureThreshold ?? 5);
    this.cooldownMs = options.cooldownMs ?? 30_000;
    this.now = options.now ?? Date.now;
  }

  get currentState(): State {
    return this.state;
  }

  /** Throws `unavailable` while open; after the cooldown lets exactly one trial call through. */
  beforeCall(): void {
    if (this.state === 'closed') return;
    if (this.state === 'open' && this.now() - this.openedAt >= this.cooldownMs) {
      this.state = 'half_open';
      this.trialInFlight = false;
    }
    if (this.state === 'half_open' && !this.trialInFlight) {
      this.trialInFlight = true;
      return;
    }
    throw new ProviderError('unavailable', {
      message: 'The keyword data provider is temporarily unavailable. Please try again in a minute.',
    });
  }

  /** Any answer from the provider (even an error answer) proves it is up. */
  recordSuccess(): void {
    this.state = 'closed';
    this.consecutiveFailures = 0;
    this.trialInFlight = false;
  }

  recordFailure(): void {
    this.consecutiveFailures += 1;
    this.trialInFlight = false;
    if (this.state === 'half_open' || this.consecutiveFailures >= this.failureThreshold) {
      this.state = 'open';
      this.openedAt = this.now();
    }
  }
}
