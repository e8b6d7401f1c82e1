// Whether an answer is demo data is the provider's to say: while a request runs, `provider.isDemo`
// (src/server/providers/types.ts); once stored, the name of the provider kept beside the answer,
// read here and nowhere else (decision 046).
export const DEMO_PROVIDER_NAME = 'demo';

/** True when the stored or answered provider name is the demo provider's. */
export function isDemoProviderName(provider: string | null | undefined): boolean {
  return provider === DEMO_PROVIDER_NAME;
}
