// The shape of one language's demo search patterns. Each language file fills it with the words
// real searchers of that language use, so a German market gets "laufschuhe damen", not "free X".

export interface ModifierSet {
  /** Words before the seed ("best {x}", "beste {x}"); empty where modifiers follow it (ja, ko, zh). */
  before: readonly string[];
  /** Words after the seed ("{x} reviews", "{x} test"). */
  after: readonly string[];
  /** Trailing qualifiers, last in a phrase ("{x} for beginners", "{x} für anfänger"). */
  qualifiers: readonly string[];
  /** Whole phrases with {x} and {year}: questions, comparisons, "near me", years. */
  patterns: readonly string[];
}

export interface DemoLanguagePhrases {
  /** Modifiers that fit any seed. */
  common: ModifierSet;
  /** Only for goods ("laufschuhe damen", "running shoes outlet"). */
  goods: ModifierSet;
  /** Only for services and software ("seo tools login", "seo tools free trial"). */
  services: ModifierSet;
  /** A seed with one of these words is a service or software, not goods. */
  serviceWords: readonly string[];
  /** Words that reveal a phrase's search intent, checked before any seeded guess. */
  intent: {
    transactional: readonly string[];
    commercial: readonly string[];
    informational: readonly string[];
    navigational: readonly string[];
  };
  /** Question openers ("how", "wie", "如何"): the SERP shows such phrases as a question. */
  questionWords: readonly string[];
  /** People-also-ask questions of the demo SERP, with {x}. */
  serpQuestions: readonly string[];
}
