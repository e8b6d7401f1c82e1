export * from './auth.js';
export * from './app.js';
export * from './avatars.js';
export * from './api-keys.js';
export * from './filter-presets.js';
export * from './share-links.js';
export * from './lists.js';
export * from './row-totals.js';
