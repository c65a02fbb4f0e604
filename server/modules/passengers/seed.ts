import dayjs from 'dayjs';
import { composeIdCardNumber } from '../../../contract/booking/id-card-number';
import { GENDER, ID_DOCUMENT_TYPE, RELATIONSHIP } from '../../../contract/lookups';
import type { Seeder } from '../../db/seed/seeder';
import { savedPassengers } from '../../db/schema/saved-passengers';

const ZHANG_WEI = 'demo-verified';
/** Shijiazhuang, Chang'an district: the hub's own area code on the demo ID cards. */
const REGION = '130102';

/**
 * 张伟's frequent passengers: himself, his wife (passport, for international trips too), a son of seven
 * and a daughter of nine months. Birth dates follow the seeding day, so the types stay child and infant.
 */
export const seedSavedPassengers: Seeder = async (db, clock) => {
  const today = dayjs(clock.now());
  const day = (date: dayjs.Dayjs) => date.format('YYYY-MM-DD');
  const sonBirth = day(today.subtract(7, 'year').subtract(40, 'day'));
  const daughterBirth = day(today.subtract(9, 'month'));
  const now = clock.now();
  const common = { memberId: ZHANG_WEI, createdAt: now, updatedAt: now, nationality: 'CHN' };
  await db.insert(savedPassengers).values([
    {
      ...common,
      relationship: RELATIONSHIP.self,
      name: '张伟',
      lastName: 'ZHANG',
      firstName: 'WEI',
      documentType: ID_DOCUMENT_TYPE.idCard,
      documentNo: composeIdCardNumber(REGION, '1985-03-14', 11),
      birthDate: '1985-03-14',
      gender: GENDER.male,
      mobile: '13800138000',
    },
    {
      ...common,
      relationship: RELATIONSHIP.spouse,
      name: '刘洋',
      lastName: 'LIU',
      firstName: 'YANG',
      documentType: ID_DOCUMENT_TYPE.passport,
      documentNo: 'E61234578',
      birthDate: '1987-08-21',
      gender: GENDER.female,
      issuingPlace: 'CHN',
      documentExpiry: day(today.add(6, 'year')),
      mobile: '13800138001',
    },
    {
      ...common,
      relationship: RELATIONSHIP.son,
      name: '张小明',
      documentType: ID_DOCUMENT_TYPE.idCard,
      documentNo: composeIdCardNumber(REGION, sonBirth, 31),
      birthDate: sonBirth,
      gender: GENDER.male,
    },
    {
      ...common,
      relationship: RELATIONSHIP.daughter,
      name: '张小宝',
      documentType: ID_DOCUMENT_TYPE.idCard,
      documentNo: composeIdCardNumber(REGION, daughterBirth, 42),
      birthDate: daughterBirth,
      gender: GENDER.female,
    },
  ]);
};
