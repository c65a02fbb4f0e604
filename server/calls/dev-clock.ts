import type { FastifyRequest } from 'fastify';
import { DEV_CLOCK_COOKIE } from '../../contract/dev/clock';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { devToolsOn, isLoopbackCaller } from './dev-tools';

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
