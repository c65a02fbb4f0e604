import { createFileRoute } from '@tanstack/react-router';
import { ServiceInfoView } from '../../../features/ancillaries/views/service-info-view';
import { PageFrame } from '../../../ui/page-frame';

// "Book meals" from the services: the rules and prices, and the button that starts a new purchase.
export const Route = createFileRoute('/{-$locale}/services/createMeals')({
  component: function CreateMealsPage() {
    return (
      <PageFrame>
        <ServiceInfoView kind="meal" />
      </PageFrame>
    );
  },
});
