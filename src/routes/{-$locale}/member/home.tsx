import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_LOCALE, toLocale, type Locale } from '../../../../contract/locales';
import type { SessionUser } from '../../../../contract/calls/accounts';
import { walletAccountQueryOptions } from '../../../api/wallet';
import { MemberHomePage } from '../../../features/account/member/member-home-page';
import { orderListQueryOptions } from '../../../features/orders/orders-api';
import { PointsOutlineCard } from '../../../features/points/points-outline-card';
import { outlineQueryOptions } from '../../../features/points/points-api';
import { WalletBalanceCard } from '../../../features/wallet/wallet-balance-card';
import { PageFrame } from '../../../ui/page-frame';

/** What the member home shows, keyed as the order, points and wallet pages key it, so each is asked for once. */
const memberHomeQueries = (locale: Locale, user: SessionUser | null) => ({
  unfinished: orderListQueryOptions(1, 1, locale),
  finished: orderListQueryOptions(2, 1, locale),
  changed: orderListQueryOptions(3, 1, locale),
  wallet: walletAccountQueryOptions(1, locale),
  // The points card shows only to a verified club member (the points pages' own guard).
  outline: user?.identityStatus === '1' && user.egretId ? outlineQueryOptions() : undefined,
});

export const Route = createFileRoute('/{-$locale}/member/home')({
  // Every call starts at once, while the page's code loads: one round trip, not one after another.
  loader: ({ context: { queryClient, session }, params }) => {
    const queries = memberHomeQueries(toLocale(params.locale) ?? DEFAULT_LOCALE, session.getUser());
    void queryClient.prefetchQuery(queries.unfinished);
    void queryClient.prefetchQuery(queries.finished);
    void queryClient.prefetchQuery(queries.changed);
    void queryClient.prefetchQuery(queries.wallet);
    if (queries.outline) void queryClient.prefetchQuery(queries.outline);
  },
  component: function MemberHomeRoute() {
    const { locale } = Route.useParams();
    const queries = memberHomeQueries(toLocale(locale) ?? DEFAULT_LOCALE, null);
    return (
      <PageFrame>
        <MemberHomePage
          orders={{ unfinished: queries.unfinished, finished: queries.finished, changed: queries.changed }}
          pointsCard={<PointsOutlineCard />}
          walletCard={<WalletBalanceCard />}
        />
      </PageFrame>
    );
  },
});
