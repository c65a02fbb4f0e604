import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIXES } from '../contract/api-prefixes';
import { RiskError } from './calls/call-error';
import { requestLocale } from './calls/envelope-plugin';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/client';
import { translate } from './i18n';
import { signedMemberOf } from './modules/accounts/sessions';
import { databaseRateLimitStore } from './rate-limit-store';

const isApiPath = (url: string) =>
  API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));

/**
 * Every public call is counted twice in a sliding minute: per caller address (RATE_LIMIT_PER_ADDRESS) and,
 * when it carries a validly signed session token, per member (RATE_LIMIT_PER_MEMBER), so neither many
 * members behind one address nor one member on many addresses gets past its share. Counts live in each
 * instance's memory (an LRU of recent keys) unless RATE_LIMIT_STORE=database shares them through the
 * database: in memory, behind a proxy spreading callers over N instances a caller gets up to N times the
 * limit; they guard against floods, while the risk engine (in the database, shared) guards logins and codes. Over the limit: HTTP 429 with Retry-After and
 * the spec's refusal (adsCode '005', the reason in the caller's language), which the SPA shows as a notice.
 * Pages, assets and health checks are not counted.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  deps: { db: Db; config: Config; clock: Clock },
): Promise<void> {
  const { config } = deps;
  const shared = config.RATE_LIMIT_STORE === 'database';
  // A counter that cannot be written must not refuse a caller: the call then goes uncounted.
  await app.register(
    fastifyRateLimit,
    shared
      ? { global: false, store: databaseRateLimitStore(deps.db), skipOnError: true }
      : { global: false, cache: 20_000 },
  );
  const timeWindow = config.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const byAddress = app.createRateLimit({
    max: config.RATE_LIMIT_PER_ADDRESS,
    timeWindow,
    keyGenerator: (request) => `address:${request.ip}`,
  });
  const byMember = app.createRateLimit({
    max: config.RATE_LIMIT_PER_MEMBER,
    timeWindow,
    keyGenerator: async (request) => `member:${(await memberOf(request, deps)) ?? ''}`,
    // Callers without a valid token are counted by address only.
    allowList: (_request, key) => key === 'member:',
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    for (const limit of [byAddress, byMember]) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) refuse(request, reply, result.ttlInSeconds);
    }
  });
}

async function memberOf(
  request: FastifyRequest,
  deps: { db: Db; config: Config; clock: Clock },
): Promise<string | undefined> {
  const token = request.headers.jwttoken;
  return typeof token === 'string' && token ? signedMemberOf(deps, token) : undefined;
}

function refuse(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number): never {
  reply.status(429).header('retry-after', String(retryAfterSeconds));
  throw new RiskError(
    '005',
    translate(requestLocale(request), 'risk.reason.tooManyRequests', { seconds: retryAfterSeconds }),
  );
}
