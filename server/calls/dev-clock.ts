import type { FastifyRequest } from 'fastify';
import { clockTravelPayload, DEV_CLOCK_CALLS, DEV_CLOCK_COOKIE } from '../../contract/dev-clock';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { defineCall } from './call';
import { devToolsOn, isLoopbackCaller } from './dev-tools';

const HOUR = 3_600_000;
const COOKIE = new RegExp(`(?:^|;\\s*)${DEV_CLOCK_COOKIE}=(-?\\d{1,12})(?:;|$)`);

/**
 * The clock a request sees: the server's, moved by the caller's dev-clock cookie when development levers are
 * on and the caller is on this machine. Deployed servers (DEV_TOOLS off) never read the cookie.
 */
export function requestClock(clock: Clock, config: Config, request: FastifyRequest): Clock {
  if (!devToolsOn(config)) return clock;
  const offset = Number(COOKIE.exec(request.headers.cookie ?? '')?.[1] ?? 0);
  if (!offset || !isLoopbackCaller(request)) return clock;
  return { now: () => new Date(clock.now().getTime() + offset) };
}

/** /dev/clock/travel: sets (or, with 0, clears) the calling browser's clock offset. */
export const devClockCalls = [
  defineCall({
    path: DEV_CLOCK_CALLS.travel,
    input: clockTravelPayload,
    appRiskCheck: 'skip',
    devTool: true,
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
