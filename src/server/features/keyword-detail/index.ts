// A keyword's own page (decision 067): its routes.
export { keywordDetailRoutes } from './routes.js';
