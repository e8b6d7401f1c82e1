// Admin research screen: the latest research sessions; a row opens its results.
import { ADMIN_RESEARCH_ROWS } from '@shared/constants/limits';
import { useAdminResearch } from './api/get-admin-research';
import { AdminPageHeader } from './components/admin-page-header';
import { QueryState } from './components/query-state';
import { ResearchTable } from './research/research-table';

export function AdminResearchPage() {
  const research = useAdminResearch();
  return (
    <section>
      <AdminPageHeader
        title="Research"
        description={`The latest ${ADMIN_RESEARCH_ROWS} keyword research sessions of all users. Open one to see its results.`}
      />
      <QueryState isPending={research.isPending} error={research.error} what="research sessions">
        <ResearchTable rows={research.data ?? []} />
      </QueryState>
    </section>
  );
}
