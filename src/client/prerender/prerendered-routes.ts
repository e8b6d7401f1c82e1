// The routes whose HTML is written at build time (decision 016): the pages a visitor reaches
// first, which read no user data. Each is served for its exact path without a query string.
export const PRERENDERED_ROUTES = ['/', '/about', '/contact', '/terms', '/privacy', '/pricing', '/auth/sign-in', '/auth/sign-up'] as const;
