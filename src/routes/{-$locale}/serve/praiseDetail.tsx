import { createFileRoute } from '@tanstack/react-router';
import { CaseDetailView } from '../../../features/serve/feedback/case-detail-view';
import { parseCaseNoSearch } from '../../../features/serve/feedback/case-search';
import { pageKeyedBySearch } from '../../../ui/page-keyed-by-search';

export const Route = createFileRoute('/{-$locale}/serve/praiseDetail')({
  validateSearch: parseCaseNoSearch,
  component: pageKeyedBySearch('caseNo', CaseDetailView),
});
