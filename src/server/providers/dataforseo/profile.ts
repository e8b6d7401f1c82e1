// DataForSEO's profile, plain data the browser learns from the public configuration: keyword metrics
// come from its Labs endpoints, SERP analyses from its SERP API.
import type { ProviderProfile } from '../../../shared/providers/provider-profile.js';

export const dataForSeoProfile = {
  name: 'dataforseo',
  isDemo: false,
  keywordMetricsSource: 'dataforseo_labs',
  sources: [
    {
      id: 'dataforseo_labs',
      label: 'DataForSEO Labs',
      endpoints: {
        keywords: 'dataforseo_labs/google/keyword_suggestions, keyword_ideas, keyword_overview',
        related: 'dataforseo_labs/google/related_keywords',
        domain: 'dataforseo_labs/google/ranked_keywords',
        gap: 'dataforseo_labs/google/page_intersection',
      },
    },
    { id: 'dataforseo', label: 'DataForSEO', endpoints: { serp: 'serp/google/organic/live/advanced' } },
    // Rows stored by earlier versions that read Google Ads volumes.
    { id: 'google_ads', label: 'Google Ads' },
  ],
} as const satisfies ProviderProfile;
