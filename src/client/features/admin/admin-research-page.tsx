// Admin research screen: the latest research sessions; a row opens its results.
import { useNavigate } from 'react-router';
import type { AdminResearchRow } from '@shared/admin';
import { ADMIN_RESEARCH_ROWS } from '@shared/constants/limits';
import { PATHS } from '../../lib/paths';
import { STORAGE_KEYS, writeString } from '../../lib/storage';
import { useAdminResearch } from './api/get-admin-research';
import { AdminPageHeader } from './components/admin-page-header';
import { QueryState } from './components/query-state';
import { ResearchTable } from './research/research-table';

export function AdminResearchPage() {
  const research = useAdminResearch();
  const navigate = useNavigate();
  // The results screen reads the same two keys a user's own search writes (spec section 3).
  const open = (row: AdminResearchRow) => {
    writeString(STORAGE_KEYS.currentResearchId, row.id);
    writeString(STORAGE_KEYS.keywordAnalyzed, row.seedKeyword);
    navigate(PATHS.keywordResults);
  };
  return (
    <section>
      <AdminPageHeader
        title="Research"
        description={`The latest ${ADMIN_RESEARCH_ROWS} keyword research sessions of all users. Open one to see its results.`}
      />
      <QueryState isPending={research.isPending} error={research.error} what="research sessions">
        <ResearchTable rows={research.data ?? []} onOpen={open} />
      </QueryState>
    </section>
  );
}
