// Projects: scheduled rank tracking of one's own site (decision 064).
export { RankScheduler, startRankScheduler, DEFAULT_SCHEDULER, type SchedulerOptions } from './scheduler.js';
export { queueFigures, type QueueFigures } from './check-store.js';
export { projectsRoutes } from './routes.js';
