import type { SliderVerifyInput } from '../../../contract/risk';
import {
  SLIDER_HUMAN_TRACK,
  SLIDER_MAX_DURATION_MS,
  SLIDER_MIN_DURATION_MS,
  SLIDER_PIECE_PX,
  SLIDER_TOLERANCE_PX,
  SLIDER_TRACK_PX,
} from './risk-rules';

type Drag = Pick<SliderVerifyInput, 'input' | 'track'>;

/**
 * Whether a drag ends on the gap and looks like a person made it: it starts at the track's start, its
 * timestamps rise, it takes a human time (not instant, not minutes), its speed varies (people speed up
 * and slow down; a robot's straight line does not) and, dragged by a pointer, the hand wobbles vertically.
 * A keyboard drag has no wobble to show and moves in equal steps, but the time between presses varies
 * (the pause before a held key repeats, stops and corrections near the gap), unlike a metronome's.
 * These checks make a naive robot fail; what stops a clever one is that the gap exists only in pixels.
 */
export function isHumanDragToGap(drag: Drag, gapLeft: number): boolean {
  const { track } = drag;
  if (track.length < SLIDER_HUMAN_TRACK.minPoints) return false;
  const [first, last] = [track[0]!, track[track.length - 1]!];
  const xs = track.map(([x]) => x);
  const onTrack =
    Math.min(...xs) >= -SLIDER_TOLERANCE_PX &&
    Math.max(...xs) <= SLIDER_TRACK_PX - SLIDER_PIECE_PX + SLIDER_TOLERANCE_PX;
  if (!onTrack || Math.abs(first[0]) > SLIDER_TOLERANCE_PX) return false;
  if (Math.abs(last[0] - gapLeft) > SLIDER_TOLERANCE_PX) return false;
  const duration = last[2] - first[2];
  if (duration < SLIDER_MIN_DURATION_MS || duration > SLIDER_MAX_DURATION_MS) return false;
  const intervals: number[] = [];
  const speeds: number[] = [];
  for (let i = 1; i < track.length; i += 1) {
    const elapsed = track[i]![2] - track[i - 1]![2];
    if (elapsed <= 0) return false;
    intervals.push(elapsed);
    speeds.push(Math.abs(track[i]![0] - track[i - 1]![0]) / elapsed);
  }
  // Keys move in equal steps, so their pace shows in the time between presses; a pointer's in its speed.
  if (drag.input === 'keyboard') return variation(intervals) >= SLIDER_HUMAN_TRACK.minPaceVariation;
  if (variation(speeds) < SLIDER_HUMAN_TRACK.minPaceVariation) return false;
  const ys = track.map(([, y]) => y);
  return Math.max(...ys) - Math.min(...ys) >= SLIDER_HUMAN_TRACK.minVerticalWobblePx;
}

/** Standard deviation over mean: 0 for a constant speed. */
function variation(values: readonly number[]): number {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  if (mean === 0) return 0;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
  return Math.sqrt(variance) / mean;
}
