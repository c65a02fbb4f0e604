import { createFileRoute } from '@tanstack/react-router';
import { AddressPage } from '../../../features/account/member/address-page';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/member/myAddress')({
  component: function MyAddressRoute() {
    return (
      <PageFrame>
        <AddressPage />
      </PageFrame>
    );
  },
});
