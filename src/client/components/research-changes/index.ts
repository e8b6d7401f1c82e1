// Changes since the last run of the same request, for any research screen.
export { ResearchChangesSection, type ResearchChangesSectionProps } from './research-changes-section';
export { ChangeBadge } from './change-badge';
