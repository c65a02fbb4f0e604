import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Call } from './call';
import { CallError } from './call-error';

/** Development levers exist only when switched on explicitly: `npm start` is what gets deployed. */
export function devToolsOn(config: Config): boolean {
  return config.DEV_TOOLS === 'on';
}

/** The calls a server registers: development levers only with the switch on. */
export function callsToRegister(calls: readonly Call[], config: Config): Call[] {
  return calls.filter((call) => !call.devTool || devToolsOn(config));
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * A lever answers a caller on this machine only: the connection itself is from loopback and no proxy forwarded
 * it (behind a local proxy every visitor would otherwise look local).
 */
export function assertLoopbackCaller(request: FastifyRequest): void {
  if (!isLoopbackCaller(request)) throw new CallError('404', 'errors.notFound', {}, 404);
}

export function isLoopbackCaller(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.test(request.socket.remoteAddress ?? '');
}
