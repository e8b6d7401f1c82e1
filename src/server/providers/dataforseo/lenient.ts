// Lenient zod building blocks for provider JSON: a field of the wrong type reads as null
// instead of failing the whole item, because DataForSEO documents every metric as nullable.

import { z } from 'zod';

// `?? null` so absent and null read the same: our model uses null, never undefined.
export const lenientNumber = z.number().nullish().catch(null).transform((v) => v ?? null);
export const lenientString = z.string().nullish().catch(null).transform((v) => v ?? null);
export const lenientBoolean = z.boolean().nullish().catch(null).transform((v) => v ?? null);
export const lenientArray = z.array(z.unknown()).nullish().catch(null).transform((v) => v ?? null);
export const lenientStringArray = z
  .array(z.unknown())
  .nullish()
  .catch(null)
  .transform((list) => (list ?? []).filter((v): v is string => typeof v === 'string'));

/** "2024-08-12 23:31:45 +00:00" (DataForSEO's format) -> ISO 8601, or null when unreadable. */
export function toIsoTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)\s*(Z|[+-]\d{2}:?\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const zone = match[3] ?? 'Z';
  const normalizedZone = zone === 'Z' || zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const date = new Date(`${match[1]}T${match[2]}${normalizedZone}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Finite numbers only; NaN/Infinity read as null. */
export function finiteOrNull(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
