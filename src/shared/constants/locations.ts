// Locations offered for research; codes are Google Ads geo-target ids (2000 + ISO 3166 numeric).
// LOCATIONS is the core list: always offered, always first. Every other location comes from the
// provider's own list (decision 024), which the server and the browser register here once known,
// so request validation accepts exactly the stored list plus these ten.
import { knownCodes } from './known-codes';

export const LOCATIONS = [
  { code: 2840, name: 'United States' },
  { code: 2826, name: 'United Kingdom' },
  { code: 2124, name: 'Canada' },
  { code: 2036, name: 'Australia' },
  { code: 2276, name: 'Germany' },
  { code: 2250, name: 'France' },
  { code: 2724, name: 'Spain' },
  { code: 2380, name: 'Italy' },
  { code: 2392, name: 'Japan' },
  { code: 2156, name: 'China' },
] as const;

/** A location code of the provider's list (any stored one, not only the ten core ones). */
export type LocationCode = number;

export const DEFAULT_LOCATION_CODE: LocationCode = 2840;

const known = knownCodes<number>(LOCATIONS);

/** Replaces the known locations with the provider's list (the ten core ones always stay). */
export function setKnownLocations(list: ReadonlyArray<{ code: number; name: string }>): void {
  known.replace(list);
}

export function isLocationCode(value: number): value is LocationCode {
  return known.has(value);
}

export function findLocationName(code: number): string {
  return known.name(code) ?? String(code);
}
