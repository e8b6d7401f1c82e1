// A third provider's profile, written in its own folder as a real one is (src/server/providers/<name>/profile.ts).
import type { ProviderProfile } from '../../../src/shared/providers/index.js';

export const stubProfile = {
  name: 'stub',
  isDemo: false,
  keywordMetricsSource: 'stub_metrics',
  sources: [{ id: 'stub_metrics', label: 'Stub Metrics', endpoints: { keywords: 'stub/v1/ideas', related: 'stub/v1/related' } }],
} as const satisfies ProviderProfile;
