import { composeIdCardNumber } from '../../../contract/booking/id-card-number';
import type { Seeder } from '../../db/seed/seeder';
import { ffpClubAccounts, memberAddresses, memberAssignees } from '../../db/schema/member-centre';
import { DEMO_MEMBERS } from '../accounts/seed';
import { storeTransactionPassword } from './transaction-password';

/** Every demo member's 6-digit transaction password, so the wallet can be tried at once (README). */
export const DEMO_TRANSACTION_PASSWORD = '135790';

/**
 * 张伟's member centre: a default address in Shijiazhuang and his wife as a transferee in effect. 王芳
 * (verified, no club id) holds a club account from the service counter that she can bind by its number.
 * Every demo member has the transaction password DEMO_TRANSACTION_PASSWORD.
 */
export const seedMemberCentre: Seeder = async (db, clock) => {
  const now = clock.now();
  await db.insert(memberAddresses).values({
    memberId: 'demo-verified',
    receiver: '张伟',
    mobile: '13800138000',
    provinceCode: '13',
    cityCode: '1301',
    districtCode: '130102',
    region: '河北省 石家庄市 长安区',
    detail: '中山东路 100 号 3 单元 502 室',
    isDefault: true,
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(memberAssignees).values({
    memberId: 'demo-verified',
    name: '刘洋',
    lastName: 'LIU',
    firstName: 'YANG',
    mobile: '13800138001',
    documents: [{ documentType: '4', documentNo: 'E61234578' }],
    effectiveAt: new Date(now.getTime() - 30 * 86_400_000),
    createdAt: new Date(now.getTime() - 400 * 86_400_000),
  });
  for (const member of DEMO_MEMBERS) await storeTransactionPassword(db, member.id, DEMO_TRANSACTION_PASSWORD, now);
  await db.insert(ffpClubAccounts).values({
    egretId: '6000000003',
    cnName: '王芳',
    documentType: '0',
    documentNo: composeIdCardNumber('130102', '1992-07-08', 62),
    createdAt: now,
  });
};
