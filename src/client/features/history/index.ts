// What other screens use of the history: the paged read of the user's researches.
export { useHistory } from './api/history';
