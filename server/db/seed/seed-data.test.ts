import { describe, expect, it } from 'vitest';
import type { ContentBlock, Localized } from '../../../contract/localized-text';
import { LOCALES } from '../../../contract/locales';
import { AIRCRAFT, cabinCapacity } from './aircraft';
import { AIRPORTS } from './airports';
import { ALL_TOPICS } from './content';
import { INFO_CATEGORIES, INFO_GROUPS } from './topics/groups';
import { routeFares } from './fares';
import { timetableLegs } from './network';

/** A block's shape without its words: translations must say the same things in the same layout. */
const shape = (blocks: ContentBlock[]) =>
  blocks.map((block) =>
    block.kind === 'list'
      ? `list:${block.items.length}`
      : block.kind === 'table'
        ? `table:${block.header.length}x${block.rows.length}`
        : block.kind,
  );

describe('seed data', () => {
  it('writes every topic in all three languages with the same structure', () => {
    for (const topic of ALL_TOPICS) {
      for (const locale of LOCALES) expect(topic.title[locale], `${topic.id} ${locale}`).not.toBe('');
      const content = topic.content as Localized<ContentBlock[]>;
      expect(shape(content.zhTw), topic.id).toEqual(shape(content.zhCn));
      expect(shape(content.en), topic.id).toEqual(shape(content.zhCn));
      expect(topic.title.en, topic.id).not.toBe(topic.title.zhCn);
    }
  });

  it('gives topics unique ids in existing categories, at least 3 per group and more than 7 in some', () => {
    expect(new Set(ALL_TOPICS.map((topic) => topic.id)).size).toBe(ALL_TOPICS.length);
    const groupOf = new Map(INFO_CATEGORIES.map((category) => [category.id, category.groupCode]));
    const perGroup = INFO_GROUPS.map(
      (group) => ALL_TOPICS.filter((topic) => groupOf.get(topic.categoryId) === group.code).length,
    );
    expect(Math.min(...perGroup)).toBeGreaterThanOrEqual(3);
    expect(perGroup.filter((n) => n > 7).length).toBeGreaterThanOrEqual(2);
  });

  it('has over 35 airports with unique codes', () => {
    expect(AIRPORTS.length).toBeGreaterThanOrEqual(35);
    expect(new Set(AIRPORTS.map(([code]) => code)).size).toBe(AIRPORTS.length);
  });

  it('gives the aircraft their real capacities', () => {
    const seats = Object.fromEntries(AIRCRAFT.map((type) => [type.code, type.layout.cabins.map(cabinCapacity)]));
    expect(seats).toEqual({ '738': [8, 162], '320': [8, 150], E90: [6, 92] });
  });

  it('flies only to known airports, on known aircraft, with unique flight numbers, odd out and even back', () => {
    const legs = timetableLegs(new Date('2026-06-01T00:00:00Z'));
    const airports = new Set(AIRPORTS.map(([code]) => code));
    expect(new Set(legs.map((leg) => leg.flightNo)).size).toBe(legs.length);
    for (const leg of legs) {
      expect(airports.has(leg.origin) && airports.has(leg.destination), leg.flightNo).toBe(true);
      expect(AIRCRAFT.some((type) => type.code === leg.aircraftType)).toBe(true);
      expect(leg.flightNo).toMatch(/^NS3\d{3}$/);
    }
    for (const back of legs.filter((leg) => Number(leg.flightNo.slice(2)) % 2 === 0)) {
      const out = legs.find((leg) => leg.flightNo === `NS${Number(back.flightNo.slice(2)) - 1}`)!;
      expect([back.origin, back.destination], back.flightNo).toEqual([out.destination, out.origin]);
    }
  });

  it('prices cheaper buckets lower, and business above economy', () => {
    const fares = routeFares({
      code: 'SJW-CAN',
      origin: 'SJW',
      destination: 'CAN',
      distanceKm: 1700,
      kind: 'domestic',
    }).filter((fare) => fare.season === 'summer');
    const price = (bucket: string) => fares.find((fare) => fare.bookingClass === bucket)!.price;
    expect(['Y', 'B', 'M', 'H', 'K', 'L'].map(price)).toEqual(
      ['Y', 'B', 'M', 'H', 'K', 'L'].map(price).sort((a, b) => b - a),
    );
    expect(price('D')).toBeGreaterThan(price('Y'));
    expect(fares.find((fare) => fare.bookingClass === 'Y')!.baggageKg).toBe(20);
  });
});
