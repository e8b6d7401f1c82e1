// nspell (Hunspell in plain JavaScript) as a Speller: fast lookups once loaded, and a load that
// can be cut into chunks between turns of the event loop. It cannot expand every affix file (see
// dictionaries.ts for the languages that go to hunspell-speller.ts instead).

import type NSpell from 'nspell';
import { parseAffixHints, type HunspellFiles, type Speller } from './speller.js';

// Lines of the .dic file parsed between two turns of the event loop, so a load of several seconds
// lets other requests through all along (the longest pause left, ~1 s, is the affix file's parse
// and garbage collection of the growing heap).
const LINES_PER_CHUNK = 1000;

const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

// dictionary-* packages give Uint8Arrays; nspell's types want Buffers (a view, not a copy).
const toBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

interface NSpellInternals {
  compoundRules: unknown[];
}

export async function buildNspellSpeller(files: HunspellFiles): Promise<Speller> {
  const { default: nspell } = await import('nspell');
  const aff = toBuffer(files.aff);
  const spell: NSpell = nspell({ aff });
  const lines = toBuffer(files.dic).toString('utf8').split('\n').slice(1); // line 1 is the word count
  // nspell rebuilds its compound rules after every dictionary() call and can do so only once:
  // hide them until the last chunk.
  const internals = spell as unknown as NSpellInternals;
  const compoundRules = internals.compoundRules;
  internals.compoundRules = [];
  for (let start = 0; start < lines.length; start += LINES_PER_CHUNK) {
    const isLast = start + LINES_PER_CHUNK >= lines.length;
    if (isLast) internals.compoundRules = compoundRules;
    // nspell skips a dictionary's first line (the count), so each chunk gets one.
    spell.dictionary(`0\n${lines.slice(start, start + LINES_PER_CHUNK).join('\n')}`);
    if (!isLast) await yieldToEventLoop();
  }
  const { alphabet, replacementTable } = parseAffixHints(aff.toString('utf8'));
  return { correct: (word) => spell.correct(word), alphabet, replacementTable };
}
