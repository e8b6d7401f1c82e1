// Search Console's page (decision 066).
export { SearchConsolePage } from './search-console-page';
