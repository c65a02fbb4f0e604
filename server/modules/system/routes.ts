import { CALLS } from '../../../contract/call-paths';
import {
  queryCountryCall,
  queryMidDictionaryPayload,
  queryRetroBookAirlinesPayload,
  systemInitCall,
} from '../../../contract/calls/content';
import { defineCall, type Call } from '../../calls/call';
import { queryCountries } from './countries';
import { queryDictionaries } from './dictionaries';
import { systemInit } from './system-init';

export const systemCalls: Call[] = [
  defineCall(systemInitCall, { handle: (_input, { db, config, clock }) => systemInit(db, config, clock.now()) }),
  defineCall({
    path: CALLS.queryMidDictionary,
    input: queryMidDictionaryPayload,
    handle: (input, { db, locale }) => queryDictionaries(db, locale, input.dictType),
  }),
  defineCall({
    path: CALLS.queryRetroBookAirlines,
    input: queryRetroBookAirlinesPayload,
    handle: async (_input, { db, locale }) => (await queryDictionaries(db, locale, 'airline'))[0]?.items ?? [],
  }),
  defineCall(queryCountryCall, {
    handle: (_input, { db, locale }) => queryCountries(db, locale),
  }),
];
