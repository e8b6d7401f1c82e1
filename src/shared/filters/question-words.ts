// "Questions only": the words that make a keyword a question in each research
// language. Space-separated languages match whole words; Japanese and Chinese write without
// spaces, so their question words match anywhere in the keyword. A question mark (ASCII or
// full-width) marks a question in any language.
import { LANGUAGES, type SpecLanguageCode } from '../constants/languages';

export interface QuestionWords {
  /** Whole words (lower case). */
  words: readonly string[];
  /** Matched anywhere in the keyword (languages written without spaces). */
  fragments: readonly string[];
}

export const QUESTION_MARKS = ['?', '？'] as const;

export const QUESTION_WORDS: Record<SpecLanguageCode, QuestionWords> = {
  en: {
    words: ['who', 'what', 'when', 'where', 'why', 'how', 'which', 'whose', 'whom', 'can', 'could', 'should', 'would', 'will', 'does', 'do', 'did', 'is', 'are', 'was', 'were'],
    fragments: [],
  },
  es: { words: ['qué', 'que', 'cómo', 'como', 'cuándo', 'cuando', 'dónde', 'donde', 'por qué', 'porqué', 'quién', 'quien', 'cuál', 'cual', 'cuánto', 'cuanto', 'cuánta', 'cuántos', 'cuántas'], fragments: [] },
  fr: { words: ['qui', 'quoi', 'quand', 'où', 'pourquoi', 'comment', 'quel', 'quelle', 'quels', 'quelles', 'combien'], fragments: [] },
  de: { words: ['wer', 'was', 'wann', 'wo', 'warum', 'wie', 'welche', 'welcher', 'welches', 'wieso', 'weshalb', 'woher', 'wohin', 'wieviel', 'kann', 'ist'], fragments: [] },
  it: { words: ['chi', 'cosa', 'che', 'quando', 'dove', 'perché', 'perche', 'come', 'quale', 'quali', 'quanto', 'quanta', 'quanti', 'quante'], fragments: [] },
  pt: { words: ['quem', 'que', 'quê', 'quando', 'onde', 'porque', 'porquê', 'como', 'qual', 'quais', 'quanto', 'quanta', 'quantos', 'quantas'], fragments: [] },
  ru: { words: ['кто', 'что', 'когда', 'где', 'почему', 'зачем', 'как', 'какой', 'какая', 'какое', 'какие', 'сколько', 'куда', 'откуда', 'чем', 'ли'], fragments: [] },
  ko: { words: ['누구', '무엇', '뭐', '언제', '어디', '어디서', '왜', '어떻게', '어느', '얼마', '몇'], fragments: [] },
  ja: { words: [], fragments: ['なに', '何', 'なぜ', 'どう', 'どこ', 'いつ', '誰', 'だれ', 'どれ', 'どの', 'いくら', 'とは'] },
  zh: { words: [], fragments: ['什么', '怎么', '为什么', '哪里', '哪儿', '哪个', '谁', '多少', '如何', '何时', '吗'] },
};

/**
 * The question words to apply: one language's, or every language's when the research language is
 * unknown. Multi-word entries ("por qué") are left to their single-word parts ("qué").
 */
export function questionWordsFor(language?: string): QuestionWords {
  const languages = language && language in QUESTION_WORDS ? [language as SpecLanguageCode] : LANGUAGES.map((l) => l.code);
  const words = new Set<string>();
  const fragments = new Set<string>();
  for (const code of languages) {
    for (const word of QUESTION_WORDS[code].words) if (!word.includes(' ')) words.add(word);
    for (const fragment of QUESTION_WORDS[code].fragments) fragments.add(fragment);
  }
  for (const mark of QUESTION_MARKS) fragments.add(mark);
  return { words: [...words], fragments: [...fragments] };
}
