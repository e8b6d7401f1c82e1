// Changes since the last run of the same request (issue 16 item 4), for any research screen.
export { ResearchChangesSection, type ResearchChangesSectionProps } from './research-changes-section';
