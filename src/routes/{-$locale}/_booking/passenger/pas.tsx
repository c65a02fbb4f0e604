import { createFileRoute } from '@tanstack/react-router';
import { ValidProductsView } from '../../../../features/ancillaries/views/valid-products-view';
import { PageFrame } from '../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/_booking/passenger/pas')({
  component: function PassengerServicesPage() {
    return (
      <PageFrame>
        <ValidProductsView />
      </PageFrame>
    );
  },
});
