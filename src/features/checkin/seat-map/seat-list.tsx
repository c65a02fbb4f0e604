import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../ui/action-button';
import { isChoosableState } from './seat-description';
import { useSeatViews, type SeatChoiceProps } from './seat-map';

/** The seat map as a table of the seats this passenger may choose, for those who prefer a list. */
export function SeatList(props: SeatChoiceProps) {
  const { t } = useTranslation();
  const views = [...useSeatViews(props).values()].filter((view) => isChoosableState(view.state));
  const cell = { px: 2, py: 1, borderBottomWidth: '1px', borderColor: 'line', textAlign: 'start' } as const;
  return (
    <chakra.div overflowX="auto">
      <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
        <caption style={{ textAlign: 'start', paddingBottom: 8 }}>
          {t('checkin.seatList.caption', { count: views.length })}
        </caption>
        <thead>
          <tr>
            <chakra.th {...cell}>{t('checkin.seatList.seat')}</chakra.th>
            <chakra.th {...cell}>{t('checkin.seatList.position')}</chakra.th>
            <chakra.th {...cell}>{t('checkin.seatList.features')}</chakra.th>
            <chakra.th {...cell}>
              <chakra.span srOnly>{t('checkin.seatList.action')}</chakra.span>
            </chakra.th>
          </tr>
        </thead>
        <tbody>
          {views.map(({ cell: seat, state }) => (
            <tr key={seat.seat}>
              <chakra.td {...cell} fontWeight="bold">
                {seat.seat}
              </chakra.td>
              <chakra.td {...cell}>{t(`checkin.seat.position.${seat.position}`)}</chakra.td>
              <chakra.td {...cell}>
                {[
                  seat.exitRow && t('checkin.seat.exitRow'),
                  seat.wing && t('checkin.seat.wing'),
                  state !== 'available' && t(`checkin.seat.state.${state}`),
                ]
                  .filter(Boolean)
                  .join(t('checkin.seat.separator'))}
              </chakra.td>
              <chakra.td {...cell}>
                <ActionButton
                  variant={state === 'chosen' ? 'primary' : 'secondary'}
                  minH="8"
                  px={3}
                  aria-pressed={state === 'chosen'}
                  aria-label={t('checkin.seatList.chooseSeat', { seat: seat.seat })}
                  onClick={() => props.onChoose(seat.seat)}
                >
                  {state === 'chosen' ? t('checkin.seatList.chosen') : t('checkin.seatList.choose')}
                </ActionButton>
              </chakra.td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </chakra.div>
  );
}
