// Portuguese demo search patterns (Brazil and Portugal).
import type { DemoLanguagePhrases } from './types.js';

export const PT: DemoLanguagePhrases = {
  common: {
    before: ['melhores', 'top', 'bons'],
    after: ['preço', 'barato', 'online', 'promoção', 'avaliações', 'comparação'],
    qualifiers: ['para iniciantes', 'custo benefício', 'no brasil', '{year}'],
    patterns: [
      '{x} fórum', 'melhores {x} fórum',
      'qual {x} comprar', 'como escolher {x}', 'onde comprar {x}', 'vale a pena comprar {x} caro', '{x} perto de mim',
      'melhores {x} {year}', '{x} {year}', '{x} barato vs caro', '{x} online ou na loja', '{x} black friday',
    ],
  },
  goods: {
    before: ['novos', 'usados'],
    after: ['feminino', 'masculino', 'infantil', 'outlet', 'loja', 'usado', 'liquidação'],
    qualifiers: ['feminino', 'masculino', 'para crianças', 'até 300 reais'],
    patterns: ['{x} vs tênis casual', 'quanto tempo dura {x}', 'loja de {x} perto de mim', '{x} tabela de medidas', 'como limpar {x}', 'marcas de {x}'],
  },
  services: {
    before: ['melhor', 'software'],
    after: ['grátis', 'software', 'preços', 'teste grátis', 'login', 'app', 'curso'],
    qualifiers: ['para pequenas empresas', 'para agências', 'para autônomos'],
    patterns: ['o que é {x}', 'como funciona {x}', 'quanto custa {x}', 'alternativas ao {x}', '{x} grátis ou pago', 'vale a pena {x}'],
  },
  serviceWords: ['seo', 'software', 'ferramenta', 'ferramentas', 'app', 'marketing', 'agência', 'serviço', 'serviços', 'curso', 'seguro', 'hospedagem', 'crm', 'consultoria'],
  intent: {
    transactional: ['comprar', 'preço', 'preços', 'barato', 'promoção', 'outlet', 'loja', 'usado', 'usados', 'liquidação', 'perto de mim', 'teste grátis', 'black friday', 'até 300 reais'],
    commercial: ['melhores', 'melhor', 'top', 'avaliações', 'comparação', 'vs', 'alternativas', 'marcas', 'custo benefício', 'software'],
    informational: ['qual', 'como', 'onde', 'quanto', 'o que é', 'vale a pena', 'tabela', 'para iniciantes', 'curso'],
    navigational: ['fórum', 'login', 'app'],
  },
  questionWords: ['qual', 'quais', 'como', 'onde', 'quanto', 'por que', 'o que', 'vale'],
  serpQuestions: ['Quais são os melhores {x}?', 'Como escolher {x}?', 'Vale a pena comprar {x} caro?', 'Onde comprar {x}?'],
};
