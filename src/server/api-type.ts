// The one server file the browser may import, and only as a type (decision 019): the shape of
// every declared /api route, from which Hono's `hc` client types each call's input and answer.
export type { ApiRoutes } from './features/index.js';
