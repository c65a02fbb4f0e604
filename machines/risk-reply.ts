import { isSuccessReply, type ApiReply } from '../contract/reply';

/**
 * A server reply as the risk flow sees it. Kept apart from the chart (and its schemas) so the request
 * client can judge a plain reply on the first load without loading XState or zod.
 */
export interface RiskReply {
  status: number;
  body: ApiReply;
  /** A downloaded file, when the request asked for one. */
  file?: unknown;
}

/** A download succeeds by arriving: a file has no envelope around it. */
export function isSucceededReply(reply: RiskReply): boolean {
  return reply.status === 200 && (reply.file !== undefined || isSuccessReply(reply.body));
}

/** Only a reply carrying a risk code needs the risk flow; any other is final as it stands. */
export function needsRiskFlow(reply: RiskReply): boolean {
  return !isSucceededReply(reply) && reply.body.adsCode !== undefined;
}
