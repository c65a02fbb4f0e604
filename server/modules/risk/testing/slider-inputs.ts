import { SLIDER_PAGE_PATH, type SliderVerifyInput } from '../../../../contract/risk';

type Track = SliderVerifyInput['track'];

/** The slider page's address in a language, ending in dfp= for the device's own, as the '002' reply gives it. */
export const pageUrl = (lang: string) => `${SLIDER_PAGE_PATH}?lang=${lang}&dfp=`;
/** A drag's track as the page sends it, from a pointer or from the arrow keys. */
export const pointer = (track: Track) => ({ input: 'pointer' as const, track });
export const keyboard = (track: Track) => ({ input: 'keyboard' as const, track });
/** Arrow presses of 2 px to `to`, as a person holding the key: a pause before the key repeats, then steady. */
export const keyPresses = (to: number, repeatMs = 33): Track => [
  [0, 0, 0],
  ...Array.from(
    { length: Math.round(to / 2) },
    (_, press) => [2 * (press + 1), 0, 500 + press * repeatMs] as [number, number, number],
  ),
];
