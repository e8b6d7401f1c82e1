// A second public entry of the accounts feature (decision 017): the account set-up better-auth runs
// on sign-up, sign-in and account linking (src/server/auth/auth.ts). The auth layer imports it from
// here, not from ./index.ts, because the index also carries the accounts routes, which need the
// app's deps and so the auth instance: through the index the two would import each other in a cycle.
export { CREDENTIAL_PROVIDER_ID, grantListedAdmin, onAccountLinked, onNewUser, onSessionCreated } from './account-setup.js';
