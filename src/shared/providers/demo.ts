// The offline demo provider's profile (implementation: src/server/providers/demo/).
import type { ProviderProfile } from './provider-profile';

export const demoProfile = {
  name: 'demo',
  isDemo: true,
  keywordMetricsSource: 'demo',
  sources: [{ id: 'demo', label: 'Demo data' }],
} as const satisfies ProviderProfile;
