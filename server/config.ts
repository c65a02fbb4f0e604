import * as z from 'zod';

const ALIYUN_SMS_REQUIRED = [
  'ALIYUN_SMS_ACCESS_KEY_ID',
  'ALIYUN_SMS_ACCESS_KEY_SECRET',
  'ALIYUN_SMS_SIGN_NAME',
  'ALIYUN_SMS_TEMPLATE_CODE',
] as const;

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
  /** How often the live flight status streams read the operations table (server/modules/flight-ops/flight-status-hub.ts). */
  FLIGHT_STATUS_STREAM_INTERVAL_MS: z.coerce.number().int().min(50).default(5000),
  /** Live flight status streams one instance keeps open at most; past it a new one is answered 503. */
  FLIGHT_STATUS_STREAMS_MAX: z.coerce.number().int().min(1).default(2000),
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
  // E-mails sent on a caller's request in 24 hours (server/modules/mail-quotas/): per recipient, certificate, member.
  MAIL_PER_RECIPIENT_PER_DAY: z.coerce.number().int().positive().default(5),
  MAIL_PER_CERTIFICATE_PER_DAY: z.coerce.number().int().positive().default(3),
  MAIL_PER_MEMBER_PER_DAY: z.coerce.number().int().positive().default(5),
  // Unpaid bookings one member or device may hold (server/modules/orders/unpaid-holds.ts): per flight, in all.
  UNPAID_ORDERS_PER_FLIGHT: z.coerce.number().int().positive().default(2),
  UNPAID_SEATS_PER_FLIGHT: z.coerce.number().int().positive().default(9),
  UNPAID_ORDERS: z.coerce.number().int().positive().default(5),
  UNPAID_SEATS: z.coerce.number().int().positive().default(18),
  // One client address may be many people (an office, a carrier's NAT): looser, still bounded.
  UNPAID_SEATS_PER_FLIGHT_PER_ADDRESS: z.coerce.number().int().positive().default(18),
  UNPAID_ORDERS_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  UNPAID_SEATS_PER_ADDRESS: z.coerce.number().int().positive().default(36),
  /** Each unpaid booking already held halves the next one's hold (30, 15, 7.5 … minutes), down to this. */
  HOLD_SHORTEST_MINUTES: z.coerce.number().positive().max(30).default(5),
  // Slider passes a device, an address and a mobile may earn in an hour, and the least time between a device's two
  // passes (server/modules/risk/slider-pass-limits.ts).
  SLIDER_PASSES_PER_DEVICE_PER_HOUR: z.coerce.number().int().positive().default(4),
  SLIDER_PASSES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(6),
  SLIDER_PASSES_PER_MOBILE_PER_HOUR: z.coerce.number().int().positive().default(3),
  SLIDER_PASS_SPACING_SECONDS: z.coerce.number().int().min(0).max(3600).default(20),
  /** Demo members on the first seed: unset, only in the embedded database (demoPeopleOn). */
  DEMO_DATA: z.enum(['on', 'off']).optional(),
  /** `on` (the Dockerfile and compose.yaml set it): refuse to start without DATABASE_URL, never on a private PGlite. */
  REQUIRE_POSTGRES: z.enum(['on', 'off']).default('off'),
  /** SIGTERM: /readyz answers 503 at once, calls are served this long, then the listener closes (graceful-shutdown.ts). */
  DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /** After the drain, calls in progress get this long to finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(300).default(10),
  /** Where the per-address and per-member counts live: this process, or the database every instance shares. */
  RATE_LIMIT_STORE: z.enum(['memory', 'database']).default('memory'),
  /** Prometheus metrics (/metrics) on a listener of their own, off the site's port; unset, none. 0 picks a free port. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  /** The metrics listener's interface: loopback unless a deployment opens it to its scraper's network. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Optional: scrapers must send `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Start-up: how long to keep trying an unreachable PostgreSQL before giving up with one line. */
  DATABASE_CONNECT_SECONDS: z.coerce.number().min(0).max(600).default(30),
  /** Text messages: `outbox` (the sms_outbox table, local) or `aliyun` (Alibaba Cloud SMS, the ALIYUN_SMS_* settings). */
  SMS_PROVIDER: z.enum(['outbox', 'aliyun']).default('outbox'),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().min(1).optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().min(1).optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().min(1).optional(),
  /** The approved template of the check-code message; it takes one variable, `code`. */
  ALIYUN_SMS_TEMPLATE_CODE: z.string().min(1).optional(),
  /** The API's address; set only to reach a regional endpoint or a local double. */
  ALIYUN_SMS_ENDPOINT: z.string().min(1).default('dysmsapi.aliyuncs.com'),
  ALIYUN_SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
});

/** Settings that only make sense together. */
const checkedConfigSchema = configSchema.superRefine((config, context) => {
  if (config.REQUIRE_POSTGRES === 'on' && !config.DATABASE_URL)
    context.addIssue({
      code: 'custom',
      path: ['DATABASE_URL'],
      message: 'is required (REQUIRE_POSTGRES=on): this deployment must not serve a private embedded database',
    });
  if (config.SMS_PROVIDER === 'aliyun')
    for (const key of ALIYUN_SMS_REQUIRED)
      if (!config[key])
        context.addIssue({ code: 'custom', path: [key], message: 'is required with SMS_PROVIDER=aliyun' });
});

export type Config = z.infer<typeof configSchema>;

/** Parses the environment; a bad value stops the server with a readable list of what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedConfigSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

export class ConfigError extends Error {}

/** /flows and its coverage report: on when FLOWS_PAGE says so, else only in development. */
export function flowsPageEnabled(config: Pick<Config, 'FLOWS_PAGE' | 'NODE_ENV'>): boolean {
  return config.FLOWS_PAGE === 'on' || (config.FLOWS_PAGE === undefined && config.NODE_ENV === 'development');
}

/** The demo members (published password, wallet money) belong to the embedded local database or an explicit DEMO_DATA=on. */
export function demoPeopleOn(config: Pick<Config, 'DEMO_DATA' | 'DATABASE_URL'>): boolean {
  return config.DEMO_DATA === undefined ? config.DATABASE_URL === undefined : config.DEMO_DATA === 'on';
}
