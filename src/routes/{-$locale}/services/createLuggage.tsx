import { createFileRoute } from '@tanstack/react-router';
import { ServiceInfoView } from '../../../features/ancillaries/views/service-info-view';
import { PageFrame } from '../../../ui/page-frame';

// "Book luggage" from the services: the rules and prices, and the button that starts a new purchase.
export const Route = createFileRoute('/{-$locale}/services/createLuggage')({
  component: function CreateLuggagePage() {
    return (
      <PageFrame>
        <ServiceInfoView kind="luggage" />
      </PageFrame>
    );
  },
});
