import { clockTravelPayload, DEV_CLOCK_CALLS, DEV_CLOCK_COOKIE } from '../../contract/dev/clock';
import { devLever } from './dev-lever';

const HOUR = 3_600_000;

/** /dev/clock/travel: sets (or, with 0, clears) the calling browser's clock offset. */
export const devClockCalls = [
  devLever({
    path: DEV_CLOCK_CALLS.travel,
    input: clockTravelPayload,
    handle: async (input) => ({ offsetHours: input.offsetHours }),
    respond: (reply, data) =>
      reply
        .header(
          'set-cookie',
          `${DEV_CLOCK_COOKIE}=${data.offsetHours * HOUR}; Path=/; HttpOnly; SameSite=Strict${data.offsetHours === 0 ? '; Max-Age=0' : ''}`,
        )
        .send({ code: 'success', message: 'success', data }),
  }),
];
