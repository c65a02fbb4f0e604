import { createFileRoute } from '@tanstack/react-router';
import { CaseDetailView } from '../../../features/serve/feedback/case-detail-view';
import { parseCaseNoSearch } from '../../../features/serve/feedback/case-search';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/serve/complaintsDetail')({
  validateSearch: parseCaseNoSearch,
  component: function ComplaintsDetailPage() {
    const { caseNo } = Route.useSearch();
    return (
      <PageFrame>
        <CaseDetailView key={caseNo} caseNo={caseNo} />
      </PageFrame>
    );
  },
});
