import { describe, expect, it } from 'vitest';
import { BUSY_CODE, CallError } from '../calls/call-error';
import { CONTENTION_ATTEMPTS, isContentionFailure, retryOnContention } from './contention';

const postgresFailure = (code: string) => Object.assign(new Error(`postgres ${code}`), { code });
/** Drizzle wraps the driver's error as `cause`. */
const wrapped = (code: string) => new Error('Failed query', { cause: postgresFailure(code) });

describe('retryOnContention', () => {
  it('knows a deadlock and a serialization failure, wrapped or not, and nothing else', () => {
    expect(isContentionFailure(postgresFailure('40P01'))).toBe(true);
    expect(isContentionFailure(wrapped('40001'))).toBe(true);
    expect(isContentionFailure(wrapped('23505'))).toBe(false);
    expect(isContentionFailure(new Error('no code'))).toBe(false);
  });

  it('runs the work again after a deadlock and answers what the retry gave', async () => {
    let runs = 0;
    const result = await retryOnContention(async () => {
      runs += 1;
      if (runs < 3) throw wrapped('40P01');
      return 'booked';
    });
    expect(result).toBe('booked');
    expect(runs).toBe(3);
  });

  it('gives up after a bounded number of tries with the busy refusal, not a 5xx', async () => {
    let runs = 0;
    const failing = retryOnContention(async () => {
      runs += 1;
      throw wrapped('40001');
    });
    await expect(failing).rejects.toBeInstanceOf(CallError);
    await expect(failing).rejects.toMatchObject({ code: BUSY_CODE, messageKey: 'errors.busy', httpStatus: 200 });
    expect(runs).toBe(CONTENTION_ATTEMPTS);
  });

  it('passes any other failure on at once', async () => {
    let runs = 0;
    const refusal = new CallError('NOT_ENOUGH_POINTS', 'orders.errors.notEnoughPoints');
    await expect(
      retryOnContention(async () => {
        runs += 1;
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(runs).toBe(1);
  });
});
