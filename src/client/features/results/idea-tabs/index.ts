export { IdeaTabNav, ideaTabPath } from './idea-tab-nav';
export { IdeaTabRunPanel } from './idea-tab-run-panel';
export { useIdeaTabs } from './idea-tabs-api';
