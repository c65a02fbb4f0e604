import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { CALLS } from '../../../contract/call-paths';
import { queryCountryData, queryMidDictionaryData, systemInitData } from '../../../contract/calls/content';
import { LOOKUPS } from '../../../contract/lookups';
import { dictionaryEntries } from '../../db/schema/content';
import { formCall } from '../../testing/test-app';
import { suiteApp } from '../../testing/suite-app';

describe('system calls', () => {
  const test = suiteApp();

  describe('system/init', () => {
    it('gives airports in all three languages with pinyin and initials, the hotlines and the server time', async () => {
      const reply = (await formCall(test.app, CALLS.systemInit, {}, { 'accept-language': 'en' })).json();
      expect(reply.resultCode).toBe('0');
      const data = systemInitData.parse(reply.data);
      expect(data.airports.length).toBeGreaterThanOrEqual(35);
      expect(data.airports.find((airport) => airport.code === 'SJW')).toMatchObject({
        cityName: { zhCn: '石家庄', zhTw: '石家莊', en: 'Shijiazhuang' },
        pinyin: 'shijiazhuang',
        initials: 'sjz',
        domestic: true,
        timezone: 'Asia/Shanghai',
      });
      expect(data.airports.find((airport) => airport.code === 'HKG')).toMatchObject({
        domestic: false,
        regional: true,
        countryCode: 'HK',
      });
      expect(data.hotline).toBe('0311-96699');
      expect(data.complaintHotline).toEqual({ number: '0311-96699', extension: '4' });
      expect(data.serverTime).toBe(test.clock.now().toISOString());
      expect(data.features).toEqual({ flowsPage: false });
    });
  });

  describe('system/qyeryMidDictionary', () => {
    it('answers every lookup with labels in the requested language', async () => {
      const reply = (await formCall(test.app, CALLS.queryMidDictionary, {}, { 'accept-language': 'zh-TW' })).json();
      const dictionaries = queryMidDictionaryData.parse(reply.data);
      const relationship = dictionaries.find((dictionary) => dictionary.dictType === 'relationship')!;
      expect(relationship.items.map((item) => item.value)).toEqual([...LOOKUPS.relationship]);
      expect(relationship.items[0]).toEqual({ value: '9', label: '本人' });
      expect(relationship.items[1]).toEqual({ value: '0', label: '父親' });
      expect(dictionaries.find((dictionary) => dictionary.dictType === 'letterNumber')!.items[25]).toEqual({
        value: '26',
        label: 'Z',
      });
    });

    it('answers one dictionary when asked for its type', async () => {
      const reply = (
        await formCall(
          test.app,
          CALLS.queryMidDictionary,
          { dictType: 'disabilityCertificate' },
          { 'accept-language': 'en' },
        )
      ).json();
      expect(reply.data).toEqual([
        {
          dictType: 'disabilityCertificate',
          items: [
            { value: '', label: 'None' },
            { value: '01', label: 'Military disability certificate' },
            { value: '02', label: 'Police disability certificate' },
          ],
        },
      ]);
    });

    it('refuses an unknown type with RR0001 and changes nothing', async () => {
      const [before] = await test.database.db.select({ n: count() }).from(dictionaryEntries);
      const reply = (
        await formCall(test.app, CALLS.queryMidDictionary, { dictType: 'shoeSize' }, { 'accept-language': 'en' })
      ).json();
      expect(reply).toMatchObject({ resultCode: 'RR0001', rCode: 'RR0001', rMessage: 'dictType is not valid' });
      const [after] = await test.database.db.select({ n: count() }).from(dictionaryEntries);
      expect(after).toEqual(before);
    });
  });

  it('system/qyeryRetroBookAirlines lists the airline codes of spec 3', async () => {
    const reply = (await formCall(test.app, CALLS.queryRetroBookAirlines, {}, { 'accept-language': 'en' })).json();
    expect(reply.data).toEqual([
      { value: '0', label: 'Hebei Airlines' },
      { value: 'MF', label: 'Xiamen Airlines' },
      { value: 'CZ', label: 'China Southern' },
      { value: 'RY', label: 'Jiangxi Airlines' },
    ]);
  });

  describe('system/queryCountry', () => {
    it('lists real countries and regions with localized names', async () => {
      const reply = (await formCall(test.app, CALLS.queryCountry, {})).json();
      const countries = queryCountryData.parse(reply.data);
      expect(countries.length).toBeGreaterThanOrEqual(40);
      expect(countries.slice(0, 4).map((country) => country.code)).toEqual(['CN', 'HK', 'MO', 'TW']);
      expect(countries.find((country) => country.code === 'JP')).toEqual({
        code: 'JP',
        code3: 'JPN',
        name: '日本',
        nameEn: 'Japan',
        dialCode: '81',
      });
      const english = queryCountryData.parse(
        (await formCall(test.app, CALLS.queryCountry, {}, { 'accept-language': 'en' })).json().data,
      );
      expect(english.find((country) => country.code === 'KR')!.name).toBe('Korea, Republic of');
    });
  });
});
