import { createFileRoute } from '@tanstack/react-router';
import { MemberHomePage } from '../../../features/account/member/member-home-page';
import { PointsOutlineCard } from '../../../features/points/points-outline-card';
import { WalletBalanceCard } from '../../../features/wallet/wallet-balance-card';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/member/home')({
  component: function MemberHomeRoute() {
    return (
      <PageFrame>
        <MemberHomePage pointsCard={<PointsOutlineCard />} walletCard={<WalletBalanceCard />} />
      </PageFrame>
    );
  },
});
