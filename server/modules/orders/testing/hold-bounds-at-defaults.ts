import { loadConfig, type Config } from '../../../config';
import { UNLIMITED_HOLDS } from '../../../testing/unlimited-calls';

/**
 * The settings of the bounds on unpaid holds at their defaults, which test setups otherwise raise out of the
 * way (UNLIMITED_HOLDS): for the suites that test those bounds.
 */
export function holdBoundsAtDefaults(): Record<string, string> {
  const defaults = loadConfig({});
  return Object.fromEntries(Object.keys(UNLIMITED_HOLDS).map((key) => [key, String(defaults[key as keyof Config])]));
}
