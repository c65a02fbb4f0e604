import { createFileRoute } from '@tanstack/react-router';
import { CaseLookupView } from '../../../features/serve/feedback/case-lookup-view';
import { parseCaseNoSearch } from '../../../features/serve/feedback/case-search';
import { pageKeyedBySearch } from '../../../ui/page-keyed-by-search';

export const Route = createFileRoute('/{-$locale}/serve/verification')({
  validateSearch: parseCaseNoSearch,
  component: pageKeyedBySearch('caseNo', CaseLookupView),
});
