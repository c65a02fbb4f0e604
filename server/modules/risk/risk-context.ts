import type { CallContext } from '../../calls/call';

/** What the risk engine reads of a call: the database, time, config, language, headers and client address. */
export type RiskContext = Pick<CallContext, 'db' | 'clock' | 'config' | 'locale' | 'headers'> & {
  request: Pick<CallContext['request'], 'ip'>;
};
