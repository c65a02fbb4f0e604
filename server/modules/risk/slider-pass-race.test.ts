import { describe, expect, it } from 'vitest';
import { SLIDER_PAGE_PATH } from '../../../contract/risk';
import { registerTestDevice } from './testing/risk-device';
import { riskSuiteApp, productionSliderLimits } from './testing/risk-test-app';
import { dragToGapAs, openSliderAs } from './testing/slider-solver';

const LIMITS = productionSliderLimits();
const ADDRESS_CAP = Number(LIMITS.SLIDER_PASSES_PER_ADDRESS_PER_HOUR);

/** The pass caps live in the database, so every instance counts the same passes, and racing answers do not slip by. */
describe('slider pass caps under racing answers', () => {
  const test = riskSuiteApp([], LIMITS);

  it(`lets exactly ${ADDRESS_CAP} of ${ADDRESS_CAP + 6} puzzles solved at once from one address earn a pass`, async () => {
    const first = await registerTestDevice(test.app);
    const callers = await Promise.all(
      Array.from({ length: ADDRESS_CAP + 6 }, async () => ({
        ...(await registerTestDevice(test.app)),
        address: first.address,
      })),
    );
    const puzzles = await Promise.all(
      callers.map((caller) => openSliderAs(test.app, `${SLIDER_PAGE_PATH}?lang=en&dfp=`, caller)),
    );
    const replies = await Promise.all(
      puzzles.map((puzzle, index) => dragToGapAs(test.app, puzzle.challengeId, callers[index]!)),
    );
    const passes = replies.filter((reply) => reply.code === 'success').length;
    // Counted in turn: exactly the cap passes, neither more (slipping past together) nor fewer (refusing each other).
    expect(passes).toBe(ADDRESS_CAP);
    expect(replies.filter((reply) => reply.code !== 'success').every((reply) => reply.code === '1401')).toBe(true);
  });
});
