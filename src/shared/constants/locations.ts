// Locations offered for research; codes are Google Ads geo-target ids (2000 + ISO 3166 numeric).
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

export type LocationCode = (typeof LOCATIONS)[number]['code'];

export const DEFAULT_LOCATION_CODE: LocationCode = 2840;

export function isLocationCode(value: number): value is LocationCode {
  return LOCATIONS.some((l) => l.code === value);
}

export function findLocationName(code: number): string {
  return LOCATIONS.find((l) => l.code === code)?.name ?? String(code);
}
