// The accounts feature's public entry: its routes, and the account set-up the auth layer
// (src/server/auth) runs on sign-up, sign-in and account linking.
export { CREDENTIAL_PROVIDER_ID, grantListedAdmin, onAccountLinked, onNewUser, onSessionCreated } from './account-setup.js';
export { accountsRoutes } from './routes.js';
