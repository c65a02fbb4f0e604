import { Box, Flex, Text } from '@chakra-ui/react';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatCell, SeatMapCabin, SeatMapReply, SeatRow } from '../../../../contract/calls/check-in-replies';
import { seatRefusal, type SeatRefusal } from '../../../../machines/check-in-rules';
import { SeatButton } from './seat-button';
import { isChoosableState, seatNamer, seatStateOf, type SeatState } from './seat-description';
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

/**
 * Every seat as the passenger choosing now sees it. A click changes only which seat is chosen, so each seat's
 * two possible views (chosen or not) are worked out once per map and passenger, names included; a click just
 * picks between them, and a seat whose view did not change keeps the same object for the memoised rows and buttons.
 */
export function useSeatViews({
  seatMap,
  couponId,
  chosenSeat,
  companionSeats,
}: Omit<SeatChoiceProps, 'onChoose'>): Map<string, SeatView> {
  const { t } = useTranslation();
  const companions = useSameList(companionSeats);
  const choices = useMemo(() => {
    const describe = seatNamer(t);
    const cells = seatMap.cabins
      .flatMap((cabin) => cabin.rows.flatMap((row) => row.groups.flat()))
      .filter((cell) => cell !== null);
    return cells.map((cell) => {
      const refusal = seatRefusal(cell.seat, { seatMap, couponId, companionSeats: companions });
      const fixed = describe.fixed(cell);
      const view = (isChosen: boolean): SeatView => {
        const state = seatStateOf(cell, refusal, isChosen);
        return { cell, state, refusal, name: describe.full(fixed, state, refusal) };
      };
      return { seat: cell.seat, unchosen: view(false), chosen: view(true) };
    });
  }, [seatMap, couponId, companions, t]);
  return useMemo(
    () => new Map(choices.map(({ seat, unchosen, chosen }) => [seat, seat === chosenSeat ? chosen : unchosen])),
    [choices, chosenSeat],
  );
}

/** The same array as before while its items are the same: the parent builds companionSeats anew on every render. */
function useSameList(list: readonly string[]): readonly string[] {
  const [kept, setKept] = useState(list);
  if (kept === list || (kept.length === list.length && kept.every((item, index) => item === list[index]))) return kept;
  setKept(list);
  return list;
}

/** The aircraft's seat map: a labelled region per cabin, arrow keys move between the seats that can be chosen. */
export function SeatMap(props: SeatChoiceProps) {
  const { seatMap, chosenSeat, onChoose } = props;
  const views = useSeatViews(props);
  const stops = useMemo(() => seatStops(seatMap, (seat) => isChoosableState(views.get(seat)!.state)), [seatMap, views]);
  const [focused, setFocused] = useState<string | undefined>(undefined);
  const tabStop =
    [focused, chosenSeat].find((seat) => seat && stops.some((stop) => stop.seat === seat)) ?? stops[0]?.seat;
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
            {cabin.rows.map((row) => (
              <RowSeats
                key={row.row}
                row={row}
                views={views}
                tabStop={tabStop}
                onRegister={register}
                onChoose={chooseSeat}
                onKeyDown={moveFrom}
              />
            ))}
          </CabinSeats>
        ))}
      </Flex>
    </Box>
  );
}

function CabinSeats({ cabin, children }: { cabin: SeatMapCabin; children: ReactNode }) {
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
        {children}
      </Flex>
    </Box>
  );
}

interface RowSeatsProps {
  row: SeatRow;
  views: Map<string, SeatView>;
  tabStop: string | undefined;
  onRegister: (seat: string, element: HTMLButtonElement | null) => void;
  onChoose: (seat: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, seat: string) => void;
}

const rowCells = (row: SeatRow) => row.groups.flat().filter((cell) => cell !== null);

/** A row re-renders only when one of its seats changed (its view or whether it is the tab stop): a click touches one or two rows. */
function sameRow(before: RowSeatsProps, after: RowSeatsProps): boolean {
  if (
    before.row !== after.row ||
    before.onRegister !== after.onRegister ||
    before.onChoose !== after.onChoose ||
    before.onKeyDown !== after.onKeyDown
  )
    return false;
  return rowCells(after.row).every(
    ({ seat }) =>
      before.views.get(seat) === after.views.get(seat) && (before.tabStop === seat) === (after.tabStop === seat),
  );
}

const RowSeats = memo(function RowSeats({ row, views, tabStop, onRegister, onChoose, onKeyDown }: RowSeatsProps) {
  const { t } = useTranslation();
  const sideMarker = (
    <Text aria-hidden="true" w="10" fontSize="2xs" fontWeight="bold" color="brand.700" textAlign="center">
      {row.exitRow ? t('checkin.seatMap.exitMarker') : ''}
    </Text>
  );
  return (
    <Flex
      align="center"
      gap={1}
      borderInlineWidth={row.wing ? '4px' : '0'}
      borderColor="muted"
      borderStyle="solid"
      px={row.wing ? 0 : '4px'}
    >
      {sideMarker}
      {row.groups.map((group, index) => (
        <Flex key={index} gap={1} ml={index > 0 ? 1 : 0} align="center">
          {index > 0 ? (
            <Text aria-hidden="true" w="4" fontSize="xs" color="muted" textAlign="center">
              {row.row}
            </Text>
          ) : null}
          {group.map((cell, cellIndex) => {
            if (!cell) return <Box key={`gap-${cellIndex}`} w="9" h="9" aria-hidden="true" />;
            const view = views.get(cell.seat)!;
            return (
              <SeatButton
                key={cell.seat}
                seat={cell.seat}
                name={view.name}
                letter={cell.letter}
                state={view.state}
                isTabStop={cell.seat === tabStop}
                onRegister={onRegister}
                onChoose={onChoose}
                onKeyDown={onKeyDown}
              />
            );
          })}
        </Flex>
      ))}
      {sideMarker}
    </Flex>
  );
}, sameRow);
