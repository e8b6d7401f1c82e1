// What both sides know about a keyword data provider, as plain data: its name, whether it answers
// demo data, and the metric sources it stamps on rows with their screen labels and the endpoints each
// kind of run used. Each provider writes its own in its folder (src/server/providers/<name>/profile.ts);
// the shape is shared because the browser reads the same data from the public configuration.

/** What kind of run a metric came from: a keyword research, a related-keywords read or a SERP analysis. */
export const PROVENANCE_KINDS = ['keywords', 'related', 'serp', 'domain', 'gap'] as const;
export type ProvenanceKind = (typeof PROVENANCE_KINDS)[number];

export interface MetricSourceProfile {
  /** The id stored in a row's `metrics_source` ("dataforseo_labs"). */
  readonly id: string;
  /** How people know it ("DataForSEO Labs"). */
  readonly label: string;
  /** The provider's endpoints behind each kind of run, as the exports' provenance column names them. */
  readonly endpoints?: Partial<Record<ProvenanceKind, string>>;
}

export interface ProviderProfile<Name extends string = string> {
  /** The name stored beside every answer (`keyword_research.provider`) and set by KEYWORD_PROVIDER. */
  readonly name: Name;
  /** True when every answer is made up offline: the screens say so and nothing is learnt from it. */
  readonly isDemo: boolean;
  /** The source its keyword metrics carry; a keyword it could not measure is stamped with it too. */
  readonly keywordMetricsSource: string;
  readonly sources: readonly MetricSourceProfile[];
}
