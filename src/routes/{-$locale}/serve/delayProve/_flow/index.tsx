import { createFileRoute } from '@tanstack/react-router';
import { ApplyPage } from '../../../../../features/delay-certificate/apply-page';
import { PageFrame } from '../../../../../ui/page-frame';

// A disruption notice links here with the ticket and name, so the traveller needs no lookup.
const shortText = (value: unknown, max: number) =>
  typeof value === 'string' && value.length <= max ? value : undefined;
function prefilledSearch(search: Record<string, unknown>): { ticketNo?: string; name?: string } {
  const ticketNo = shortText(search.ticketNo, 20);
  const name = shortText(search.name, 40);
  return ticketNo && name ? { ticketNo, name } : {};
}

export const Route = createFileRoute('/{-$locale}/serve/delayProve/_flow/')({
  validateSearch: prefilledSearch,
  component: function DelayProveRoute() {
    const prefilled = Route.useSearch();
    return (
      <PageFrame>
        <ApplyPage prefilled={prefilled} />
      </PageFrame>
    );
  },
});
