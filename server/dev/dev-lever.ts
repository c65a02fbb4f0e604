import type * as z from 'zod';
import { defineCall, type Call } from '../calls/call';

/**
 * A development lever (test data, the clock, the outbox): registered only with DEV_TOOLS=on, answered only to
 * a caller on this machine, and never made by the SPA's own client, so the app-level risk check does not apply.
 */
export function devLever<Input extends z.ZodType, Output>(
  lever: Omit<Call<Input, Output>, 'appRiskCheck' | 'devTool'>,
): Call<Input, Output> {
  return defineCall({ ...lever, appRiskCheck: 'skip', devTool: true });
}
