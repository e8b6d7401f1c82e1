// The offline demo provider's profile, plain data the browser learns from the public configuration.
import type { ProviderProfile } from '../../../shared/providers/provider-profile.js';

export const demoProfile = {
  name: 'demo',
  isDemo: true,
  keywordMetricsSource: 'demo',
  sources: [{ id: 'demo', label: 'Demo data' }],
} as const satisfies ProviderProfile;
