import { Box, chakra, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { Link, useRouter } from '@tanstack/react-router';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderListData, OrderSegmentSummary, OrderSummary } from '../../../../contract/calls/orders';
import { displayName } from '../../../ui/display-name';
import { useLocaleParam } from '../../../ui/locale-link';
import { maskMobile } from '../../../ui/mask-mobile';
import { ActionButton } from '../../../ui/action-button';
import { SkeletonGroup } from '../../../ui/skeleton/skeleton-group';
import { TextLineSkeleton } from '../../../ui/skeleton/skeleton-line';
import { accountApi } from '../account-api';
import { runRenewalNotice } from '../run-renewal-notice';
import { LINK_STYLE } from './link-style';
import { upcomingTrips } from './upcoming-trips';
import { useMemberSession } from './use-member-session';
import { formatLocalDateTime } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';

/** The check-in page decides; the home page offers its link from a day before departure (the default window). */
const CHECK_IN_OPENS_MS = 24 * 3_600_000;

const card = {
  border: '1px solid',
  borderColor: 'line',
  borderRadius: 'md',
  p: { base: 4, md: 5 },
  bg: 'white',
} as const;

/** An order by one of its flights: the first for an unfinished order, the next to fly for a trip. */
function OrderLine({ order, segment = order.segments[0]! }: { order: OrderSummary; segment?: OrderSegmentSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Text fontSize="sm">
      {formatLocalDateTime(segment.flightDate, segment.departureTime, locale)} {segment.flightNo} {segment.originCity}–
      {segment.destinationCity} · {t(`orders.status.${order.status}`)}
    </Text>
  );
}

/** The trip's change (改期), named by its flight so each trip's link says which it changes. */
function ChangeLink({ order, segment }: { order: OrderSummary; segment: OrderSegmentSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  return (
    <Link
      to="/{-$locale}/order/change"
      params={localeParam}
      search={{ orderNo: order.orderNo }}
      aria-label={t('member.home.changeOf', {
        flightNo: segment.flightNo,
        date: formatLocalDateTime(segment.flightDate, segment.departureTime, locale),
      })}
    >
      {t('member.home.change')}
    </Link>
  );
}

/** /member/home: the member's card, what their account still needs, unfinished orders and upcoming trips. */
export interface MemberHomePageProps {
  /** Points and tier, shown once the member is verified and in the club (the points pages' own guard). */
  pointsCard?: ReactNode;
  /** The red-envelope wallet's balance. */
  walletCard?: ReactNode;
  /**
   * The first page of unfinished (tab 1), finished (tab 2) and changed/refunded (tab 3) orders, as the order
   * list asks for them: a trip changed or refunded in part still flies.
   */
  orders: { unfinished: OrderListQuery; finished: OrderListQuery; changed: OrderListQuery };
}

type OrderListQuery = UseQueryOptions<OrderListData, Error, OrderListData, (string | number)[]>;

export function MemberHomePage({ pointsCard, walletCard, orders }: MemberHomePageProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const { feedback } = router.options.context;
  const { user, saveUser } = useMemberSession();
  const localeParam = useLocaleParam();
  const unfinished = useQuery(orders.unfinished);
  const finished = useQuery(orders.finished);
  const changed = useQuery(orders.changed);
  // Upcoming as of when the page opened; the order lists refresh with it.
  const [now] = useState(Date.now);
  if (!user) return null;
  const tripsLoaded = finished.data && changed.data;
  const upcoming = upcomingTrips([...(finished.data?.orders ?? []), ...(changed.data?.orders ?? [])], now);
  const verified = user.identityStatus === '1';
  return (
    <Stack gap={4} css={LINK_STYLE}>
      {user.ffpRenewNotice ? (
        <Flex {...card} borderColor="orange.300" bg="orange.50" gap={3} align="center" wrap="wrap" role="status">
          <Text flex="1">
            {t('account.renewNotice.body', {
              noticeNum: user.ffpRenewNotice.noticeNum,
              mobile: user.ffpRenewNotice.mobile,
            })}
          </Text>
          <ActionButton
            variant="secondary"
            onClick={() =>
              runRenewalNotice(user, {
                skipRenewNotice: accountApi.skipRenewNotice,
                saveUser,
                confirm: feedback.dialogs.confirm,
                t,
              })
            }
          >
            {t('account.renewNotice.title')}
          </ActionButton>
        </Flex>
      ) : null}
      <Box {...card} bg="brand.700" color="white" borderColor="brand.700">
        <chakra.h2 fontSize="xl" fontWeight="bold">
          {displayName(user)}
        </chakra.h2>
        <Text mt={1}>{maskMobile(user.mobile)}</Text>
        <Text mt={2}>
          {user.egretId ? t('member.home.clubCard', { number: user.egretId }) : t('member.home.noClub')}
        </Text>
      </Box>
      {verified && user.egretId ? pointsCard : null}
      {walletCard}
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={4}>
        <Box {...card}>
          <chakra.h2 fontWeight="semibold" mb={2}>
            {t('member.home.statusTitle')}
          </chakra.h2>
          <Text>{verified ? t('member.home.verified') : t('member.home.notVerified')}</Text>
          <Text>{user.egretId ? t('member.home.inClub') : t('member.home.notInClub')}</Text>
          {!verified || !user.egretId ? (
            <Link to="/{-$locale}/member/realName/{-$type}" params={localeParam}>
              {verified ? t('member.home.joinClub') : t('member.home.verify')}
            </Link>
          ) : (
            <Link to="/{-$locale}/member/pointInfo" params={localeParam}>
              {t('member.realName.toPoints')}
            </Link>
          )}
        </Box>
        <Box {...card}>
          <chakra.h2 fontWeight="semibold" mb={2}>
            {t('member.home.unfinishedTitle')}
          </chakra.h2>
          {unfinished.isPending ? <SkeletonGroup shape={TextLineSkeleton} count={2} mb={2} /> : null}
          {(unfinished.data?.orders ?? []).slice(0, 3).map((order) => (
            <OrderLine key={order.orderNo} order={order} />
          ))}
          {unfinished.data && unfinished.data.orders.length === 0 ? (
            <Text color="muted">{t('member.home.noUnfinished')}</Text>
          ) : null}
          <Link to="/{-$locale}/member/myOrder" params={localeParam}>
            {t('member.home.allOrders')}
          </Link>
        </Box>
      </Grid>
      <Box {...card}>
        <chakra.h2 fontWeight="semibold" mb={2}>
          {t('member.home.tripsTitle')}
        </chakra.h2>
        {finished.isPending || changed.isPending ? <SkeletonGroup shape={TextLineSkeleton} count={2} /> : null}
        {tripsLoaded && upcoming.length === 0 ? <Text color="muted">{t('member.home.noTrips')}</Text> : null}
        {upcoming.slice(0, 5).map(({ order, segment, departsAt }) => (
          <Flex key={order.orderNo} gap={3} align="center" wrap="wrap" mb={2}>
            <OrderLine order={order} segment={segment} />
            {departsAt - now <= CHECK_IN_OPENS_MS ? (
              <Link to="/{-$locale}/serve/checkIn" params={localeParam}>
                {t('member.home.checkIn')}
              </Link>
            ) : null}
            {order.actions.change ? <ChangeLink order={order} segment={segment} /> : null}
          </Flex>
        ))}
      </Box>
      <Flex gap={4} wrap="wrap" as="nav" aria-label={t('member.home.links')}>
        {(['myAccount', 'passenger', 'myAddress', 'assignee', 'loginManage'] as const).map((page) => (
          <Link key={page} to={`/{-$locale}/member/${page}`} params={localeParam}>
            {t(`routes.member/${page}`)}
          </Link>
        ))}
        <Link to="/{-$locale}/member/password/{-$type}" params={localeParam}>
          {t('routes.member/password')}
        </Link>
      </Flex>
    </Stack>
  );
}
