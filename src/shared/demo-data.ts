// Whether an answer is demo data is the provider's to say: while a request runs, `provider.isDemo`
// (src/server/providers/types.ts); once stored, the profile of the provider named beside the answer.
import { providerProfile } from './providers';

/** True when the stored or answered provider name is a demo provider's. */
export function isDemoProviderName(provider: string | null | undefined): boolean {
  return providerProfile(provider)?.isDemo ?? false;
}
