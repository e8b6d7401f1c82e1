// The idea tabs of a keyword research (decision 061).
export { ideaTabRoutes } from './routes.js';
