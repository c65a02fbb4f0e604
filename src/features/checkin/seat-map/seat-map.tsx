import { Box, Flex, Text } from '@chakra-ui/react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatCell, SeatMapCabin, SeatMapReply, SeatRow } from '../../../../contract/calls/check-in-replies';
import { seatRefusal, type SeatRefusal } from '../../../../machines/check-in-rules';
import { SeatButton } from './seat-button';
import { isChoosableState, seatName, seatStateOf, type SeatState } from './seat-description';
import { isSeatKey, nextStop, seatStops } from './seat-navigation';

export interface SeatChoiceProps {
  seatMap: SeatMapReply;
  /** The passenger choosing now. */
  couponId: number;
  chosenSeat?: string;
  /** Seats the other passengers of this check-in have chosen. */
  companionSeats: readonly string[];
  onChoose: (seat: string) => void;
}

export interface SeatView {
  cell: SeatCell;
  state: SeatState;
  refusal?: SeatRefusal;
  name: string;
}

/** Every seat as the passenger choosing now sees it. */
export function useSeatViews({ seatMap, couponId, chosenSeat, companionSeats }: Omit<SeatChoiceProps, 'onChoose'>): Map<string, SeatView> {
  const { t } = useTranslation();
  return useMemo(() => {
    const views = new Map<string, SeatView>();
    for (const row of seatMap.cabins.flatMap((cabin) => cabin.rows)) {
      for (const cell of row.groups.flat()) {
        if (!cell) continue;
        const refusal = seatRefusal(cell.seat, { seatMap, couponId, companionSeats });
        const state = seatStateOf(cell, refusal, cell.seat === chosenSeat);
        views.set(cell.seat, { cell, state, refusal, name: seatName(t, cell, state, refusal) });
      }
    }
    return views;
  }, [seatMap, couponId, chosenSeat, companionSeats, t]);
}

/** The aircraft's seat map: a labelled region per cabin, arrow keys move between the seats that can be chosen. */
export function SeatMap(props: SeatChoiceProps) {
  const { seatMap, chosenSeat, onChoose } = props;
  const views = useSeatViews(props);
  const stops = useMemo(() => seatStops(seatMap, (seat) => isChoosableState(views.get(seat)!.state)), [seatMap, views]);
  const [focused, setFocused] = useState<string | undefined>(undefined);
  const tabStop = [focused, chosenSeat].find((seat) => seat && stops.some((stop) => stop.seat === seat)) ?? stops[0]?.seat;
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The seats' callbacks stay the same for the map's life, so a click re-renders the seats whose state
  // changed, not the whole aircraft; they read the latest stops and handler from here.
  const latest = useRef({ stops, onChoose });
  useLayoutEffect(() => {
    latest.current = { stops, onChoose };
  });
  const chooseSeat = useCallback((seat: string) => {
    setFocused(seat);
    latest.current.onChoose(seat);
  }, []);
  const moveFrom = useCallback((event: KeyboardEvent<HTMLButtonElement>, seat: string) => {
    if (!isSeatKey(event.key)) return;
    event.preventDefault();
    const target = nextStop(latest.current.stops, seat, event.key, event.ctrlKey);
    if (!target) return;
    setFocused(target);
    buttons.current.get(target)?.focus();
  }, []);
  const register = useCallback((seat: string, element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(seat, element);
    else buttons.current.delete(seat);
  }, []);

  return (
    <Box overflowX="auto" maxW="full" pb={2}>
      <Flex direction="column" gap={6} w="max-content" mx="auto">
        {seatMap.cabins.map((cabin) => (
          <CabinSeats key={cabin.cabinClass} cabin={cabin}>
            {(row) => (
              <RowSeats key={row.row} row={row}>
                {(cell) => {
                  const view = views.get(cell.seat)!;
                  return (
                    <SeatButton
                      key={cell.seat}
                      seat={cell.seat}
                      name={view.name}
                      letter={cell.letter}
                      state={view.state}
                      isTabStop={cell.seat === tabStop}
                      onRegister={register}
                      onChoose={chooseSeat}
                      onKeyDown={moveFrom}
                    />
                  );
                }}
              </RowSeats>
            )}
          </CabinSeats>
        ))}
      </Flex>
    </Box>
  );
}

function CabinSeats({ cabin, children }: { cabin: SeatMapCabin; children: (row: SeatRow) => React.ReactNode }) {
  const { t } = useTranslation();
  const first = cabin.rows[0]?.row;
  const last = cabin.rows.at(-1)?.row;
  const label = t('checkin.seatMap.cabinRegion', { cabin: t(`checkin.cabin.${cabin.cabinClass}`), first, last });
  return (
    <Box role="region" aria-label={label} borderWidth="1px" borderColor="line" borderRadius="xl" p={3}>
      <Text fontWeight="bold" mb={2} textAlign="center">
        {label}
      </Text>
      <Flex aria-hidden="true" gap={1} mb={1} pl="12" pr="12" color="muted" fontSize="xs">
        {cabin.seatGroups.map((group, index) => (
          <Flex key={group.join('')} gap={1} ml={index > 0 ? 7 : 0}>
            {group.map((letter) => (
              <Text key={letter} w="9" textAlign="center">
                {letter}
              </Text>
            ))}
          </Flex>
        ))}
      </Flex>
      <Flex direction="column" gap={1}>
        {cabin.rows.map((row) => children(row))}
      </Flex>
    </Box>
  );
}

function RowSeats({ row, children }: { row: SeatRow; children: (cell: SeatCell) => React.ReactNode }) {
  const { t } = useTranslation();
  const sideMarker = (
    <Text aria-hidden="true" w="10" fontSize="2xs" fontWeight="bold" color="brand.700" textAlign="center">
      {row.exitRow ? t('checkin.seatMap.exitMarker') : ''}
    </Text>
  );
  return (
    <Flex align="center" gap={1} borderInlineWidth={row.wing ? '4px' : '0'} borderColor="muted" borderStyle="solid" px={row.wing ? 0 : '4px'}>
      {sideMarker}
      {row.groups.map((group, index) => (
        <Flex key={index} gap={1} ml={index > 0 ? 1 : 0} align="center">
          {index > 0 ? (
            <Text aria-hidden="true" w="4" fontSize="xs" color="muted" textAlign="center">
              {row.row}
            </Text>
          ) : null}
          {group.map((cell, cellIndex) => (cell ? children(cell) : <Box key={`gap-${cellIndex}`} w="9" h="9" aria-hidden="true" />))}
        </Flex>
      ))}
      {sideMarker}
    </Flex>
  );
}
