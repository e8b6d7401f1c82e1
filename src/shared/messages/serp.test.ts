import { describe, expect, it } from 'vitest';
import { serpCompleteMessage } from './serp';

describe('serp messages', () => {
  it('words the success notice with a three-decimal cost', () => {
    expect(serpCompleteMessage(10, 'seo tools', { viewer: 'admin', providerCost: 0.002 })).toBe('Found 10 organic results for "seo tools" (Cost: $0.002)');
    expect(serpCompleteMessage(10, 'seo', { viewer: 'admin', providerCost: 0 })).toBe('Found 10 organic results for "seo" (Cost: $0.000)');
    expect(serpCompleteMessage(10, 'seo', { viewer: 'user', lines: [{ tool: 'serp', units: 1 }] })).toBe('Found 10 organic results for "seo" (Used: 1 SERP analysis)');
  });
});
