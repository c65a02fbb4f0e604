import { createFileRoute } from '@tanstack/react-router';
import { ServiceInfoView } from '../../../features/ancillaries/views/service-info-view';
import { PageFrame } from '../../../ui/page-frame';

// The extra services, side by side: prepaid luggage and in-flight meals.
export const Route = createFileRoute('/{-$locale}/services/')({
  component: function ServicesPage() {
    return (
      <PageFrame>
        <ServiceInfoView kind="luggage" />
        <ServiceInfoView kind="meal" />
      </PageFrame>
    );
  },
});
