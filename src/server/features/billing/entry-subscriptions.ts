// A second public entry of the billing feature (decision 017): the subscription every new account
// gets. Account set-up (run by the auth layer) imports it from here, not from ./index.ts, because
// the index also carries the billing routes, which need the app's deps and so the auth instance:
// through the index the auth layer would import itself in a cycle.
export { ensureUserSubscription } from './subscriptions.js';
