// A narrower public entry of the lists feature: the user's lists and the market picker state, for a
// page that offers a list as a source (projects) without loading the add-to-list dialogs.
export { useLists } from './api/lists';
export { useListMarket } from './use-list-market';
