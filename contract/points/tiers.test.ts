import { describe, expect, it } from 'vitest';
import { flightPoints, greatCircleKm, progressToNextTier, tierEarned } from './tiers';

describe('tier rules', () => {
  it('a tier is reached by segments or by points, whichever comes first', () => {
    expect(tierEarned({ segments: 19, points: 24_999 })).toBe('ordinary');
    expect(tierEarned({ segments: 20, points: 0 })).toBe('silver');
    expect(tierEarned({ segments: 0, points: 50_000 })).toBe('gold');
    expect(tierEarned({ segments: 90, points: 0 })).toBe('blackDiamond');
  });

  it('shows what is missing for the next tier, nothing above black diamond', () => {
    expect(progressToNextTier('silver', { segments: 25, points: 30_000 })).toEqual({
      tier: 'gold',
      segmentsNeeded: 15,
      pointsNeeded: 20_000,
    });
    expect(progressToNextTier('blackDiamond', { segments: 100, points: 0 })).toBeNull();
  });

  it('earns the class share of the mileage plus the tier bonus on it', () => {
    expect(flightPoints(1000, 80, 'ordinary')).toEqual({ rewardPoints: 800, extraPoints: 0 });
    expect(flightPoints(1000, 80, 'gold')).toEqual({ rewardPoints: 800, extraPoints: 400 });
  });

  it('measures the great circle: Shijiazhuang to Guangzhou is about 1,660 km', () => {
    const km = greatCircleKm({ latitude: 38.2807, longitude: 114.6973 }, { latitude: 23.3924, longitude: 113.2988 });
    expect(km).toBeGreaterThan(1_640);
    expect(km).toBeLessThan(1_680);
  });
});
