// The outbox feature's public entry: whether the local outbox exists on this server.
export { isOutboxOpen } from './outbox-access.js';
export { outboxRoutes } from './routes.js';
