import type { Call } from '../calls/call';
import { accountCalls } from './accounts/routes';
import { riskCalls } from './risk/routes';

/** Every call the server answers, module by module (each module's routes.ts exports its list). */
export const allCalls: readonly Call[] = [...accountCalls, ...riskCalls];
