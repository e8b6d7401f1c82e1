import { describe, expect, it } from 'vitest';
import { serpCompleteMessage } from './serp';

describe('serp messages', () => {
  it('words the success notice with a three-decimal cost', () => {
    expect(serpCompleteMessage(10, 'seo tools', 0.002)).toBe('Found 10 organic results for "seo tools" (Cost: $0.002)');
    expect(serpCompleteMessage(10, 'seo', 0)).toBe('Found 10 organic results for "seo" (Cost: $0.000)');
  });
});
