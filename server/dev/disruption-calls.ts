import * as z from 'zod';
import { DISRUPTION_DEV_CALLS } from '../../contract/dev/disruption';
import { devLever } from './dev-lever';
import { notifyDisruptedTravellers } from '../modules/disruption/notify-disrupted';

/** Development and end-to-end tests only (DEV_TOOLS=on, loopback): the disruption notices job, run now. */
export const devDisruptionCalls = [
  devLever({
    path: DISRUPTION_DEV_CALLS.notify,
    input: z.object({}),
    handle: (_input, context) =>
      notifyDisruptedTravellers({
        db: context.db,
        clock: context.clock,
        providers: context.providers,
        logger: context.request.log,
        publicUrl: context.config.PUBLIC_URL ?? `http://localhost:${context.config.PORT}`,
      }),
  }),
];
