import type { Seeder } from '../../db/seed/seeder';
import { ffpRenewNotices, memberCredentials, members } from '../../db/schema/accounts';
import { composeIdCardNumber } from '../../../contract/booking/id-card-number';
import { hashPassword } from './passwords';

/** The ID card a verified demo member verified with (张伟's is his own saved passenger's). */
const verifiedWith = (birthDate: string, sequence: number) => ({
  realNameDocumentType: '0',
  realNameDocumentNo: composeIdCardNumber('130102', birthDate, sequence),
});

/** Every demo member logs in with this password (the README lists them). */
export const DEMO_PASSWORD = 'Hbhk@2026';

type DemoMember = typeof members.$inferInsert & { renewNoticeNum?: number };

/** One of each kind the spec distinguishes: verified with a club id, unverified, no club id, a renewal notice, a changed phone. */
export const DEMO_MEMBERS: readonly Omit<DemoMember, 'createdAt'>[] = [
  {
    id: 'demo-verified',
    memberNumber: '1000000001',
    mobile: '13800138000',
    email: 'zhangwei@example.com',
    cnName: '张伟',
    identityStatus: '1',
    egretId: '6000000001',
    ffpBindingFlag: '1',
    ...verifiedWith('1985-03-14', 11),
  },
  {
    id: 'demo-unverified',
    memberNumber: '1000000002',
    mobile: '13900139000',
    email: 'lina@example.com',
    cnName: '李娜',
    identityStatus: '0',
    egretId: '6000000002',
    ffpBindingFlag: '1',
  },
  {
    id: 'demo-no-club',
    memberNumber: '1000000003',
    mobile: '13700137000',
    email: 'wangfang@example.com',
    cnName: '王芳',
    identityStatus: '1',
    egretId: null,
    ffpBindingFlag: '0',
    ...verifiedWith('1992-07-08', 62),
  },
  {
    id: 'demo-renewal',
    memberNumber: '1000000004',
    mobile: '13600136000',
    email: 'zhaolei@example.com',
    cnName: '赵磊',
    identityStatus: '1',
    egretId: '6000000004',
    ffpBindingFlag: '1',
    renewNoticeNum: 2,
    ...verifiedWith('1979-12-01', 33),
  },
  {
    id: 'demo-changed-phone',
    memberNumber: '1000000005',
    mobile: '13500135001',
    previousMobile: '13500135000',
    email: 'chenjing@example.com',
    cnName: '陈静',
    identityStatus: '1',
    egretId: '6000000005',
    ffpBindingFlag: '1',
    ...verifiedWith('1988-02-29', 24),
  },
];

export const seedDemoMembers: Seeder = async (db, clock) => {
  const now = clock.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const { renewNoticeNum, ...member } of DEMO_MEMBERS) {
    await db.insert(members).values({ ...member, createdAt: now });
    await db.insert(memberCredentials).values({ memberId: member.id, passwordHash, updatedAt: now });
    if (renewNoticeNum)
      await db
        .insert(ffpRenewNotices)
        .values({ id: `renew-${member.id}`, memberId: member.id, noticeNum: renewNoticeNum });
  }
};
