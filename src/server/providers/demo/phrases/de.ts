// German demo search patterns (Germany, Austria, Switzerland).
import type { DemoLanguagePhrases } from './types.js';

export const DE: DemoLanguagePhrases = {
  common: {
    before: ['beste', 'günstige', 'gute', 'top', 'empfehlenswerte', 'preiswerte'],
    after: ['test', 'kaufen', 'online', 'vergleich', 'erfahrungen', 'preis'],
    qualifiers: ['für anfänger', 'stiftung warentest', 'testsieger', '{year}'],
    patterns: [
      '{x} forum', 'beste {x} forum',
      'welche {x} für anfänger', 'welche {x} sind die besten', 'wo {x} kaufen', 'lohnen sich teure {x}', '{x} in der nähe',
      'beste {x} {year}', '{x} {year}', '{x} test {year}', '{x} online oder im laden', '{x} black friday',
    ],
  },
  goods: {
    before: ['neue', 'gebrauchte', 'reduzierte'],
    after: ['damen', 'herren', 'kinder', 'sale', 'outlet', 'angebot', 'shop'],
    qualifiers: ['für damen', 'für herren', 'für kinder', 'unter 100 euro'],
    patterns: ['{x} vs sneaker', 'wie lange halten {x}', '{x} geschäft in der nähe', '{x} größentabelle', '{x} reinigen', '{x} marken'],
  },
  services: {
    before: ['kostenlose', 'professionelle', 'deutsche'],
    after: ['software', 'kosten', 'kostenlos testen', 'login', 'app', 'kurs'],
    qualifiers: ['für kleine unternehmen', 'für agenturen', 'für selbstständige'],
    patterns: ['was ist {x}', 'wie funktioniert {x}', 'was kostet {x}', '{x} alternativen', '{x} kostenlos vs kostenpflichtig', 'lohnt sich {x}'],
  },
  serviceWords: ['seo', 'software', 'tool', 'tools', 'app', 'marketing', 'agentur', 'service', 'kurs', 'versicherung', 'hosting', 'crm', 'beratung', 'webdesign', 'buchhaltung', 'steuerberater'],
  intent: {
    transactional: ['kaufen', 'preis', 'günstige', 'preiswerte', 'sale', 'outlet', 'angebot', 'shop', 'reduzierte', 'in der nähe', 'kostenlos testen', 'black friday', 'unter 100 euro', 'kosten'],
    commercial: ['beste', 'top', 'test', 'testsieger', 'stiftung warentest', 'vergleich', 'erfahrungen', 'vs', 'alternativen', 'marken', 'empfehlenswerte', 'software'],
    informational: ['welche', 'wie', 'was', 'wo', 'lohnen', 'lohnt', 'größentabelle', 'reinigen', 'für anfänger', 'kurs'],
    navigational: ['forum', 'login', 'app'],
  },
  questionWords: ['welche', 'welcher', 'welches', 'wie', 'was', 'wo', 'warum', 'wann', 'lohnt', 'lohnen', 'kann'],
  serpQuestions: ['Welche {x} sind die besten?', 'Worauf muss ich bei {x} achten?', 'Lohnen sich teure {x}?', 'Wo kann ich {x} kaufen?'],
};
