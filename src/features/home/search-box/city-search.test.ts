import { describe, expect, it } from 'vitest';
import { sampleAirports } from '../testing/sample-airports';
import { cityLabel, searchAirports } from './city-search';

const codes = (query: string) => searchAirports(sampleAirports, query).map((airport) => airport.code);

describe('searchAirports', () => {
  it.each(['石家庄', '石家莊', 'Shijiazhuang', 'shijia', 'sjz', 'SJW', 'sjw'])('finds Shijiazhuang by %s', (query) => {
    expect(codes(query)[0]).toBe('SJW');
  });

  it('finds every airport of a city by its name', () => {
    expect(codes('上海')).toEqual(expect.arrayContaining(['SHA', 'PVG']));
  });

  it('ranks an exact code before a name that merely contains the text', () => {
    expect(codes('can')[0]).toBe('CAN');
  });

  it('lists hot cities first for an empty query', () => {
    const hot = sampleAirports.filter((airport) => airport.hot).map((airport) => airport.code);
    expect(codes('').slice(0, hot.length).sort()).toEqual(hot.sort());
  });

  it('finds nothing for text that matches no city', () => {
    expect(codes('xyzzy')).toEqual([]);
  });

  it('labels a city in the page language', () => {
    const shijiazhuang = sampleAirports.find((airport) => airport.code === 'SJW')!;
    expect(cityLabel(shijiazhuang, 'zhTw')).toBe('石家莊 SJW');
    expect(cityLabel(shijiazhuang, 'en')).toBe('Shijiazhuang SJW');
  });
});
