import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { VerificationPage } from '../../../../features/delay-certificate/verification-page';
import { PageFrame } from '../../../../ui/page-frame';

// A plain function, not zod: the route tree loads with every page. A bad code is shown and refused by the form.
function parseCodeSearch(search: { code?: unknown } & SearchSchemaInput): { code: string } {
  return { code: typeof search.code === 'string' ? search.code.slice(0, 20) : '' };
}

export const Route = createFileRoute('/{-$locale}/serve/delayProve/verification')({
  validateSearch: parseCodeSearch,
  component: function DelayVerificationRoute() {
    return (
      <PageFrame>
        <VerificationPage initialCode={Route.useSearch().code} />
      </PageFrame>
    );
  },
});
