// Every text a user reads about projects (decision 064).
export const PROJECT_NOT_FOUND = 'No project with this id, or not yours.';
export const PROJECT_KEYWORD_NOT_FOUND = 'No keyword with this id in this project.';
export const PROJECT_TARGET_PAGE = 'Track a domain, a subdomain or a folder (ending in "/"), not a single page.';
export const PROJECT_NO_KEYWORDS = 'None of these keywords can be tracked: the source holds no keyword.';
export const PROJECT_RATE_LIMITED = 'Too many changes to projects at once. Please wait a moment and try again.';
export const projectLimitMessage = (max: number) => `Your plan allows ${max} projects. Delete one or upgrade to add another.`;
export const trackedLimitMessage = (max: number) => `Your plan tracks at most ${max.toLocaleString('en-US')} keywords across all projects.`;
export const projectKeywordLimitMessage = (max: number) => `A project tracks at most ${max.toLocaleString('en-US')} keywords.`;
