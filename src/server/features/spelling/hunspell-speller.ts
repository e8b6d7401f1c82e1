// Hunspell itself, compiled to WebAssembly (hunspell-asm), as a Speller: for the dictionaries whose
// affix files nspell never finishes expanding (Portuguese: nspell runs for minutes, then out of
// memory). Hunspell applies the affix rules at lookup time instead, so the load is short, but it
// runs in one piece (the WebAssembly constructor cannot yield) and each lookup crosses into the
// module. The module is imported and compiled only when such a language is first asked for.

import type { Hunspell, HunspellFactory } from 'hunspell-asm';
import { parseAffixHints, type HunspellFiles, type Speller } from './speller.js';

const COMPILE_TIMEOUT_MS = 60_000;

let factory: Promise<HunspellFactory> | undefined;

async function loadFactory(): Promise<HunspellFactory> {
  const before = new Set(process.listeners('uncaughtException'));
  try {
    const { loadModule } = await import('hunspell-asm');
    // The loader gives up after 3 s by default, which a busy 2-core machine can exceed while it
    // compiles the module; a late hint is better than none.
    return await loadModule({ timeout: COMPILE_TIMEOUT_MS });
  } finally {
    // Emscripten's Node preamble adds an uncaughtException listener that rethrows: Node then ends
    // with exit code 7 instead of its own crash report (1), for every later error of the server.
    // Only a listener added during this load that names Emscripten's ExitStatus is taken out.
    for (const listener of process.listeners('uncaughtException')) {
      if (!before.has(listener) && String(listener).includes('ExitStatus')) process.off('uncaughtException', listener);
    }
  }
}

function hunspellFactory(): Promise<HunspellFactory> {
  factory ??= loadFactory().catch((error: unknown) => {
    factory = undefined; // a failed compile may be retried by a later request
    throw error;
  });
  return factory;
}

function createChecker(hunspell: HunspellFactory, language: string, files: HunspellFiles): Hunspell {
  const affPath = hunspell.mountBuffer(files.aff, `${language}.aff`);
  const dicPath = hunspell.mountBuffer(files.dic, `${language}.dic`);
  try {
    return hunspell.create(affPath, dicPath);
  } finally {
    // Hunspell has read both files into its own tables; the mounted copies are only memory.
    hunspell.unmount(affPath);
    hunspell.unmount(dicPath);
  }
}

export async function buildHunspellSpeller(language: string, files: HunspellFiles): Promise<Speller> {
  const checker = createChecker(await hunspellFactory(), language, files);
  const { alphabet, replacementTable } = parseAffixHints(new TextDecoder().decode(files.aff));
  let disposed = false;
  return {
    correct: (word) => {
      // A request still holding a language the cache has just dropped gets an error (the route
      // answers no hint), never a lookup in freed WebAssembly memory.
      if (disposed) throw new Error(`the ${language} dictionary was unloaded`);
      return checker.spell(word);
    },
    alphabet,
    replacementTable,
    dispose: () => {
      if (disposed) return;
      disposed = true;
      checker.dispose();
    },
  };
}
