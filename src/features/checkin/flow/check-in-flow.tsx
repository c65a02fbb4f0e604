import { useNavigate, useRouterState } from '@tanstack/react-router';
import { createActorContext } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { checkInMachine } from '../../../../machines/check-in.machine';
import { liveInspect } from '../../../ui/live-inspect';
import { useLocaleParam } from '../../../ui/locale-link';
import { cancelCheckIns, checkInPassengers, fetchBoardingPasses, fetchSeatMap, findTrips } from '../check-in-api';
import { CHECK_IN_PAGES, pageOfState } from './check-in-pages';
import { clearCheckInSnapshot, loadCheckInSnapshot, saveCheckInSnapshot } from './check-in-storage';

/** The check-in chart with the real calls, for every check-in page. */
export const checkInAppMachine = checkInMachine.provide({
  actors: {
    findTrip: fromPromise(({ input, signal }) => findTrips(input, signal)),
    loadSeatMap: fromPromise(({ input, signal }) => fetchSeatMap(input, signal)),
    checkIn: fromPromise(({ input, signal }) => checkInPassengers(input, signal)),
    loadBoardingPasses: fromPromise(({ input, signal }) => fetchBoardingPasses(input.couponIds, signal)),
    cancelCheckIn: fromPromise(({ input, signal }) => cancelCheckIns(input.couponIds, signal)),
  },
});

export const CheckInFlow = createActorContext(checkInAppMachine);

/** Hosts one check-in actor for the check-in pages: restored after a reload, followed by /flows. */
export function CheckInFlowProvider({ children }: { children: ReactNode }) {
  const restored = useRef(loadCheckInSnapshot());
  return (
    <CheckInFlow.Provider
      options={{ snapshot: restored.current as never, inspect: liveInspect }}
      logic={checkInAppMachine}
    >
      <FlowPersistence />
      <FollowStatePage />
      {children}
    </CheckInFlow.Provider>
  );
}

function FlowPersistence() {
  const actor = CheckInFlow.useActorRef();
  useEffect(() => {
    const save = () => {
      if (actor.getSnapshot().status === 'done') clearCheckInSnapshot();
      else saveCheckInSnapshot(actor.getPersistedSnapshot());
    };
    const subscription = actor.subscribe(save);
    return () => subscription.unsubscribe();
  }, [actor]);
  return null;
}

/** When the chart moves to a step shown on another page, the browser follows; going back by hand is left alone. */
function FollowStatePage() {
  const value = CheckInFlow.useSelector((snapshot) => String(snapshot.value));
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const navigate = useNavigate();
  const localeParam = useLocaleParam();
  const lastValue = useRef(value);
  useEffect(() => {
    if (lastValue.current === value) return;
    lastValue.current = value;
    const target = CHECK_IN_PAGES[pageOfState(value)];
    const targetEnd = target.replace('/{-$locale}', '');
    if (!pathname.replace(/\/$/, '').endsWith(targetEnd)) {
      void navigate({ to: target, params: localeParam });
    }
  }, [value, pathname, navigate, localeParam]);
  return null;
}
