// The pricing feature's public entry: the subscription query other screens show.
export { SUBSCRIPTION_QUERY_KEY, useSubscription } from './api/get-subscription';
