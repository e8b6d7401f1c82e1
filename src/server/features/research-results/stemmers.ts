// A stemmer per research language for the topic clusters: the Snowball-style
// stemmers of @orama/stemmers. Languages without one (Japanese, Korean, Chinese) keep the word
// as it is; their keywords still cluster on shared words.
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as russian } from '@orama/stemmers/russian';
import type { Stemmer } from '../../../shared/analysis/topic-clusters.js';

const STEMMERS: Readonly<Record<string, Stemmer>> = {
  de: german,
  en: english,
  es: spanish,
  fr: french,
  it: italian,
  nl: dutch,
  pt: portuguese,
  ru: russian,
};

const unchanged: Stemmer = (word) => word;

export function stemmerFor(languageCode: string): Stemmer {
  return STEMMERS[languageCode.toLowerCase().slice(0, 2)] ?? unchanged;
}
