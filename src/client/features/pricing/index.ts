// The pricing feature's public entry: the subscription query other screens show, the quota note
// under the tool forms, and the refresh a tool run asks for.
export { SUBSCRIPTION_QUERY_KEY, useSubscription } from './api/get-subscription';
export { useRefreshUsage } from './api/use-refresh-usage';
export { QuotaLeftNote } from './components/quota-left-note';
