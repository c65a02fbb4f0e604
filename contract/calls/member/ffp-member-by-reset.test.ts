import { describe, expect, it } from 'vitest';
import { queryClubForBindingCall, queryFfpMemberByResetCall, queryMemberForResetCall } from './ffp-member-by-reset';

const resetReply = { resetTicket: 'T1', memberNumber: '6000000001', maskedName: '*伟', maskedMobile: '138****8000' };
const bindingReply = { egretId: '6000000001', maskedName: '*伟' };

describe('queryFfpMemberByReset: one path, two askers', () => {
  it("reads each asker's reply by its own schema, and the other asker's reply as a broken contract", () => {
    expect(queryMemberForResetCall.reply.safeParse(resetReply).success).toBe(true);
    expect(queryMemberForResetCall.reply.safeParse(bindingReply).success).toBe(false);
    expect(queryClubForBindingCall.reply.safeParse(bindingReply).success).toBe(true);
    expect(queryClubForBindingCall.reply.safeParse(resetReply).success).toBe(false);
  });

  it("gives the server's one route both payloads and both replies, on the askers' path", () => {
    const route = queryFfpMemberByResetCall;
    expect([queryMemberForResetCall.path, queryClubForBindingCall.path]).toEqual([route.path, route.path]);
    expect(route.payload.safeParse({ mobile: '13800138000', checkCode: '123456' }).success).toBe(true);
    expect(route.payload.safeParse({ egretId: '6000000001' }).success).toBe(true);
    expect(route.payload.safeParse({ mobile: '13800138000' }).success).toBe(false);
    expect(route.reply.parse(resetReply)).toEqual(resetReply);
    expect(route.reply.parse(bindingReply)).toEqual(bindingReply);
  });
});
