// A code list that starts as the core entries (offered first on every server) and can be replaced by the provider's own list
// (decision 024) while the core entries always stay: locations and languages both use it.
export interface KnownCodes<K> {
  replace(list: ReadonlyArray<{ code: K; name: string }>): void;
  has(code: K): boolean;
  name(code: K): string | undefined;
}

export function knownCodes<K>(spec: ReadonlyArray<{ code: K; name: string }>): KnownCodes<K> {
  const fromSpec = (): Map<K, string> => new Map<K, string>(spec.map((entry) => [entry.code, entry.name]));
  let known = fromSpec();
  return {
    replace(list) {
      const next = fromSpec();
      for (const entry of list) if (!next.has(entry.code)) next.set(entry.code, entry.name);
      known = next;
    },
    has: (code) => known.has(code),
    name: (code) => known.get(code),
  };
}
