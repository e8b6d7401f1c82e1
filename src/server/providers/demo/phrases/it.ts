// Italian demo search patterns.
import type { DemoLanguagePhrases } from './types.js';

export const IT: DemoLanguagePhrases = {
  common: {
    before: ['migliori', 'top', 'buone'],
    after: ['recensioni', 'prezzo', 'economiche', 'online', 'offerte', 'confronto'],
    qualifiers: ['per principianti', 'qualità prezzo', 'in italia', '{year}'],
    patterns: [
      '{x} forum', 'migliori {x} forum',
      'quali {x} scegliere', 'come scegliere le {x}', 'dove comprare {x}', 'conviene comprare {x} costose', '{x} vicino a me',
      'migliori {x} {year}', '{x} {year}', '{x} economiche vs costose', '{x} online o in negozio', '{x} black friday',
    ],
  },
  goods: {
    before: ['nuove', 'usate'],
    after: ['donna', 'uomo', 'bambino', 'saldi', 'outlet', 'negozio', 'usate'],
    qualifiers: ['da donna', 'da uomo', 'per bambini', 'sotto i 100 euro'],
    patterns: ['{x} vs sneakers', 'quanto durano le {x}', 'negozio di {x} vicino a me', '{x} tabella taglie', 'come pulire le {x}', 'marche di {x}'],
  },
  services: {
    before: ['migliore', 'software'],
    after: ['gratis', 'software', 'prezzi', 'prova gratuita', 'login', 'app', 'corso'],
    qualifiers: ['per pmi', 'per agenzie', 'per liberi professionisti'],
    patterns: ["cos'è {x}", 'come funziona {x}', 'quanto costa {x}', 'alternative a {x}', '{x} gratis o a pagamento', 'conviene {x}'],
  },
  serviceWords: ['seo', 'software', 'strumento', 'strumenti', 'app', 'marketing', 'agenzia', 'servizio', 'servizi', 'corso', 'assicurazione', 'hosting', 'crm', 'consulenza'],
  intent: {
    transactional: ['comprare', 'prezzo', 'prezzi', 'economiche', 'offerte', 'saldi', 'outlet', 'negozio', 'usate', 'vicino a me', 'prova gratuita', 'black friday', 'sotto i 100 euro'],
    commercial: ['migliori', 'migliore', 'top', 'recensioni', 'confronto', 'vs', 'alternative', 'marche', 'qualità prezzo', 'software'],
    informational: ['quali', 'come', 'dove', 'quanto', "cos'è", 'conviene', 'tabella', 'per principianti', 'corso'],
    navigational: ['forum', 'login', 'app'],
  },
  questionWords: ['quali', 'quale', 'come', 'dove', 'quanto', 'quanti', 'perché', "cos'è", 'conviene'],
  serpQuestions: ['Quali sono le migliori {x}?', 'Come scegliere le {x}?', 'Conviene comprare {x} costose?', 'Dove comprare {x}?'],
};
