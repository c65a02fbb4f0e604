import type { Call } from '../calls/call';
import { ancillaryDevCalls } from './ancillary-calls';
import { devCaseCalls } from './case-calls';
import { devClockCalls } from './clock-calls';
import { devDisruptionCalls } from './disruption-calls';
import { devInventoryCalls } from './inventory-calls';
import { mallDevCalls } from './mall-calls';
import { devOperationCalls } from './operation-calls';
import { outboxCalls } from './outbox-calls';
import { devPointsCalls } from './points-calls';
import { sliderDevCalls } from './slider-answer-calls';
import { devTripCalls } from './trip-calls';

/**
 * Every development lever (/dev/*): the app loads this list only with DEV_TOOLS=on, so a deployed server holds
 * none of their code, and each answers callers on this machine only.
 */
export const devCalls: readonly Call[] = [
  ...outboxCalls,
  ...sliderDevCalls,
  ...devInventoryCalls,
  ...devTripCalls,
  ...devCaseCalls,
  ...devOperationCalls,
  ...devPointsCalls,
  ...mallDevCalls,
  ...devClockCalls,
  ...ancillaryDevCalls,
  ...devDisruptionCalls,
] as readonly Call[];
