import { createFileRoute } from '@tanstack/react-router';
import { CaseLookupView } from '../../../features/serve/feedback/case-lookup-view';
import { parseCaseNoSearch } from '../../../features/serve/feedback/case-search';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/serve/verification')({
  validateSearch: parseCaseNoSearch,
  component: function CaseVerificationPage() {
    const { caseNo } = Route.useSearch();
    return (
      <PageFrame>
        <CaseLookupView key={caseNo} caseNo={caseNo} />
      </PageFrame>
    );
  },
});
