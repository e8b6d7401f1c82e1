// Spanish demo search patterns (Spain and Latin America).
import type { DemoLanguagePhrases } from './types.js';

export const ES: DemoLanguagePhrases = {
  common: {
    before: ['mejores', 'baratas', 'buenas', 'top', 'las mejores', 'económicas'],
    after: ['opiniones', 'precio', 'ofertas', 'online', 'comparativa', 'recomendadas'],
    qualifiers: ['para principiantes', 'calidad precio', 'en españa', '{year}'],
    patterns: [
      '{x} foro', 'mejores {x} foro',
      'cuáles son las mejores {x}', 'cómo elegir {x}', 'dónde comprar {x}', 'vale la pena comprar {x} caras', '{x} cerca de mí',
      'mejores {x} {year}', '{x} {year}', '{x} baratas vs caras', '{x} online o en tienda', '{x} black friday',
    ],
  },
  goods: {
    before: ['nuevas', 'de segunda mano', 'rebajadas'],
    after: ['mujer', 'hombre', 'niños', 'rebajas', 'outlet', 'oferta', 'tienda'],
    qualifiers: ['para mujer', 'para hombre', 'para niños', 'por menos de 100 euros'],
    patterns: ['{x} vs zapatillas casual', 'cuánto duran las {x}', 'tienda de {x} cerca de mí', '{x} guía de tallas', 'cómo limpiar {x}', 'marcas de {x}'],
  },
  services: {
    before: ['gratis', 'profesionales', 'online'],
    after: ['software', 'precios', 'prueba gratis', 'login', 'app', 'curso'],
    qualifiers: ['para pymes', 'para agencias', 'para autónomos'],
    patterns: ['qué es {x}', 'cómo funciona {x}', 'cuánto cuesta {x}', 'alternativas a {x}', '{x} gratis vs de pago', 'vale la pena {x}'],
  },
  serviceWords: ['seo', 'software', 'herramienta', 'herramientas', 'app', 'marketing', 'agencia', 'servicio', 'servicios', 'curso', 'seguro', 'hosting', 'crm', 'consultoría', 'diseño'],
  intent: {
    transactional: ['comprar', 'precio', 'precios', 'baratas', 'económicas', 'ofertas', 'oferta', 'rebajas', 'rebajadas', 'outlet', 'tienda', 'cerca de mí', 'prueba gratis', 'black friday', 'menos de 100 euros'],
    commercial: ['mejores', 'top', 'opiniones', 'comparativa', 'recomendadas', 'vs', 'alternativas', 'marcas', 'calidad precio', 'software', 'profesionales'],
    informational: ['cómo', 'qué', 'cuáles', 'cuánto', 'cuánto', 'dónde', 'vale la pena', 'guía', 'para principiantes', 'curso'],
    navigational: ['foro', 'login', 'app'],
  },
  questionWords: ['cómo', 'qué', 'cuál', 'cuáles', 'cuánto', 'cuántas', 'cuánto', 'dónde', 'por qué', 'vale'],
  serpQuestions: ['¿Cuáles son las mejores {x}?', '¿Cómo elegir {x}?', '¿Vale la pena comprar {x} caras?', '¿Dónde comprar {x}?'],
};
