import * as z from 'zod';

const configSchema = z.object({
  // Production unless told otherwise: a plain `npm start` is what gets deployed; `npm run dev` and the tests say so.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  // 0 picks a free port (the two-instance test).
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Connections of the PostgreSQL pool per instance (docs/performance.md has the measured numbers). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * Calls in progress at once past which a new call is answered 503 "busy, try again" with Retry-After
   * (server/load-shedding.ts): a queue that would only grow makes every caller wait, not just the newest.
   */
  BUSY_QUEUE_DEPTH: z.coerce.number().int().min(1).default(128),
  PUBLIC_URL: z.url().optional(),
  /** SMTP server for e-mails (smtp://user:pass@host:587 or smtps://…); unset, e-mails go to the mail_outbox table. */
  MAIL_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('河北航空 Hebei Airlines <noreply@hbhk.example>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TICKET_PREFIX: z
    .string()
    .regex(/^\d{3}$/, 'must be 3 digits')
    .default('880'),
  FLOWS_PAGE: z.enum(['on', 'off']).optional(),
  RISK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  RISK_APP_CHECK: z.enum(['on', 'off']).default('on'),
  CHECKIN_OPENS_HOURS: z.coerce.number().positive().max(168).default(24),
  CHECKIN_CLOSES_MINUTES: z.coerce.number().int().min(0).max(720).default(45),
  /** Development calls and outbox pages (`/dev/*`): off unless asked for, and then for loopback callers only. */
  DEV_TOOLS: z.enum(['on', 'off']).default('off'),
  /**
   * Addresses or CIDR ranges of the reverse proxies whose X-Forwarded-For is believed (comma-separated).
   * Unset, no caller can choose its own address, so per-address limits hold.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform(
      (value) =>
        value
          ?.split(',')
          .map((part) => part.trim())
          .filter(Boolean) ?? [],
    )
    .pipe(
      z.array(
        z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], 'must be addresses or CIDR ranges, comma-separated'),
      ),
    ),
  // Calls per caller address and per member in each window (server/rate-limits.ts).
  RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(600),
  SMS_CODES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_PER_MEMBER: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().max(3600).default(60),
});

export type Config = z.infer<typeof configSchema>;

/** Parses the environment; a bad value stops the server with a readable list of what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

export class ConfigError extends Error {}

/** /flows and its coverage report: on when FLOWS_PAGE says so, else only in development. */
export function flowsPageEnabled(config: Pick<Config, 'FLOWS_PAGE' | 'NODE_ENV'>): boolean {
  return config.FLOWS_PAGE === 'on' || (config.FLOWS_PAGE === undefined && config.NODE_ENV === 'development');
}
