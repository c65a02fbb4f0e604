import { chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../ui/action-button';
import { DateInput } from '../../ui/date-picker/date-input';
import { localDay } from '../../ui/local-day';
import { TicketChangeFlow } from './change-flow';
import { ChangeRefusal } from './change-refusal';
import { QuoteTable } from './quote-table';

/** /order/change?orderNo=: passengers, the day and flight, the quote and the confirm, as the change chart stands. */
export function ChoosePage({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const actor = TicketChangeFlow.useActorRef();
  const state = TicketChangeFlow.useSelector((snapshot) => String(snapshot.value));
  const context = TicketChangeFlow.useSelector((snapshot) => snapshot.context);
  const page = TicketChangeFlow.usePage();
  // A new order's change, or another change after the last one ended: start afresh (before arriving elsewhere).
  useEffect(() => {
    if (orderNo && (context.orderNo !== orderNo || page === 'result')) actor.send({ type: 'change.start', orderNo });
    // Only a new order number starts a change; the state moving on does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, orderNo]);
  TicketChangeFlow.useArrive('choose');
  const [date, setDate] = useState(context.date ?? '');
  // Today as the page first showed: no flight of an earlier day can be chosen.
  const [today] = useState(() => localDay(Date.now()));
  const back = <Back onClick={() => actor.send({ type: 'back' })} />;

  if (
    state === 'idle' ||
    state === 'loadingOrder' ||
    state === 'searchingFlights' ||
    state === 'quoting' ||
    state === 'applying'
  )
    return <Text role="status">{t(`change.page.busy.${state}`)}</Text>;
  if (state === 'orderFailed' || state === 'searchFailed' || state === 'quoteFailed' || state === 'applyFailed')
    return (
      <ChangeRefusal
        failure={context.failure}
        onRetry={() => actor.send({ type: 'retry' })}
        back={state === 'orderFailed' ? undefined : back}
      />
    );
  if (['orderNotChangeable', 'notChangeable', 'infantWithAdult', 'flightRefused', 'noSeats'].includes(state))
    return <ChangeRefusal failure={context.failure} back={back} />;
  if (state === 'quoteExpired')
    return (
      <ChangeRefusal
        failure={context.failure ?? { code: 'QUOTE_EXPIRED', message: t('change.page.quoteExpired') }}
        back={back}
      >
        <ActionButton onClick={() => actor.send({ type: 'quote.again' })}>{t('change.page.quoteAgain')}</ActionButton>
      </ChangeRefusal>
    );
  if (state === 'quoted' && context.quote)
    return (
      <Stack gap={4}>
        <QuoteTable quote={context.quote} />
        <Flex gap={3} wrap="wrap">
          <ActionButton onClick={() => actor.send({ type: 'change.confirm' })}>
            {t(context.quote.totals.amount > 0 ? 'change.page.confirmAndPay' : 'change.page.confirmFree', {
              amount: context.quote.totals.amount,
            })}
          </ActionButton>
          {back}
        </Flex>
      </Stack>
    );

  const chooseDate = (
    <chakra.form
      display="flex"
      gap={3}
      alignItems="flex-end"
      flexWrap="wrap"
      onSubmit={(event) => {
        event.preventDefault();
        if (/^\d{4}-\d{2}-\d{2}$/.test(date)) actor.send({ type: 'date.choose', date });
      }}
    >
      <DateInput id="change-date" label={t('change.page.date')} value={date} onValueChange={setDate} min={today} />
      <ActionButton type="submit">{t('change.page.searchFlights')}</ActionButton>
    </chakra.form>
  );

  if (state === 'choosingDate' || state === 'noFlights' || state === 'choosingFlight')
    return (
      <Stack gap={4}>
        <Text as="h2" fontSize="lg" fontWeight="semibold">
          {t('change.page.newFlight')}
        </Text>
        {chooseDate}
        {state === 'noFlights' && <Text role="alert">{t('change.page.noFlights')}</Text>}
        {state === 'choosingFlight' && (
          <chakra.ul listStyleType="none" m={0} p={0} display="grid" gap={2} aria-label={t('change.page.flights')}>
            {context.flights.map((flight) => (
              <chakra.li
                key={flight.flightNo}
                display="flex"
                gap={4}
                alignItems="center"
                borderWidth="1px"
                borderColor="line"
                borderRadius="md"
                p={3}
              >
                <Text flex="1">{t('change.page.flightLine', { ...flight })}</Text>
                <ActionButton
                  variant="secondary"
                  onClick={() =>
                    actor.send({ type: 'flight.choose', flightNo: flight.flightNo, flightDate: flight.flightDate })
                  }
                >
                  {t('change.page.chooseFlight', { flightNo: flight.flightNo })}
                </ActionButton>
              </chakra.li>
            ))}
          </chakra.ul>
        )}
        <div>{back}</div>
      </Stack>
    );

  // choosingCoupons
  return (
    <Stack gap={4}>
      <Text as="h2" fontSize="lg" fontWeight="semibold">
        {t('change.page.choosePassengers')}
      </Text>
      <chakra.ul listStyleType="none" m={0} p={0} display="grid" gap={2}>
        {context.order?.coupons.map((coupon) => (
          <chakra.li key={coupon.ticketId}>
            <chakra.label display="flex" gap={3} alignItems="center" opacity={coupon.open ? 1 : 0.6}>
              <input
                type="checkbox"
                disabled={!coupon.open}
                checked={context.ticketIds.includes(coupon.ticketId)}
                onChange={() => actor.send({ type: 'coupon.toggle', ticketId: coupon.ticketId })}
              />
              {t('change.page.couponLine', { ...coupon, ticketNo: coupon.ticketNo ?? '' })}
              {!coupon.open && ` · ${t('change.page.notOpen')}`}
            </chakra.label>
          </chakra.li>
        ))}
      </chakra.ul>
      <div>
        <ActionButton disabled={context.ticketIds.length === 0} onClick={() => actor.send({ type: 'coupons.confirm' })}>
          {t('change.page.next')}
        </ActionButton>
      </div>
    </Stack>
  );
}

function Back({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <ActionButton variant="secondary" onClick={onClick}>
      {t('change.page.back')}
    </ActionButton>
  );
}
