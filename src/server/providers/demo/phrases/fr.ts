// French demo search patterns (France, Belgium, Switzerland, Canada).
import type { DemoLanguagePhrases } from './types.js';

export const FR: DemoLanguagePhrases = {
  common: {
    before: ['meilleures', 'top', 'bonnes'],
    after: ['avis', 'prix', 'pas cher', 'en ligne', 'comparatif', 'promo'],
    qualifiers: ['pour débutant', 'rapport qualité prix', 'en france', '{year}'],
    patterns: [
      '{x} forum', 'meilleures {x} forum',
      'quelles {x} choisir', 'comment choisir ses {x}', 'où acheter des {x}', 'les {x} chères valent-elles le coup', '{x} près de chez moi',
      'meilleures {x} {year}', '{x} {year}', '{x} pas cher vs haut de gamme', '{x} en ligne ou en magasin', '{x} black friday',
    ],
  },
  goods: {
    before: ['nouvelles', 'soldes'],
    after: ['femme', 'homme', 'enfant', 'soldes', 'outlet', 'destockage', 'magasin', 'occasion'],
    qualifiers: ['pour femme', 'pour homme', 'pour enfant', 'à moins de 100 euros'],
    patterns: ['{x} vs baskets', 'durée de vie des {x}', 'magasin de {x} près de chez moi', '{x} guide des tailles', 'comment nettoyer des {x}', 'marques de {x}'],
  },
  services: {
    before: ['meilleur', 'logiciel'],
    after: ['gratuit', 'logiciel', 'tarifs', 'essai gratuit', 'connexion', 'application', 'formation'],
    qualifiers: ['pour pme', 'pour agence', 'pour indépendant'],
    patterns: ["qu'est-ce que {x}", 'comment fonctionne {x}', 'combien coûte {x}', 'alternatives à {x}', '{x} gratuit ou payant', '{x} ça vaut le coup'],
  },
  serviceWords: ['seo', 'logiciel', 'outil', 'outils', 'application', 'marketing', 'agence', 'service', 'services', 'formation', 'assurance', 'hébergement', 'crm', 'conseil'],
  intent: {
    transactional: ['acheter', 'prix', 'pas cher', 'promo', 'soldes', 'outlet', 'destockage', 'magasin', 'occasion', 'près de chez moi', 'essai gratuit', 'black friday', 'moins de 100 euros', 'tarifs'],
    commercial: ['meilleures', 'meilleur', 'top', 'avis', 'comparatif', 'vs', 'alternatives', 'marques', 'rapport qualité prix', 'logiciel', 'haut de gamme'],
    informational: ['quelles', 'quel', 'comment', 'où', 'combien', "qu'est-ce", 'durée de vie', 'guide', 'pour débutant', 'formation', 'valent'],
    navigational: ['forum', 'connexion', 'application'],
  },
  questionWords: ['quel', 'quelle', 'quelles', 'quels', 'comment', 'où', 'combien', 'pourquoi', "qu'est-ce", 'les'],
  serpQuestions: ['Quelles sont les meilleures {x} ?', 'Comment choisir ses {x} ?', 'Les {x} chères valent-elles le coup ?', 'Où acheter des {x} ?'],
};
