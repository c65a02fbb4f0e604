import type { SessionUser } from '../contract/calls/accounts';
import { offline } from './simulated-answers';

const demoUser: SessionUser = {
  userid: 'demo-renewal',
  jwtToken: '',
  cnName: '赵磊',
  mobile: '13600136000',
  email: '',
  identityStatus: '1',
  egretId: '6000000004',
  ffpBindingFlag: '1',
  ffpRenewNotice: null,
};

export const renewalNoticeSimulation = {
  events: [
    { type: 'notice.check', notice: { noticeNum: 2, mobile: '136****6000', ffpRenewNoticeId: 'renew-demo-renewal' } },
    { type: 'notice.check', notice: { noticeNum: 4, mobile: '136****6000', ffpRenewNoticeId: 'renew-demo-renewal' } },
    { type: 'notice.acknowledge' },
    { type: 'notice.retry' },
    { type: 'notice.dismiss' },
    { type: 'xstate.done.actor.skipRenewNotice', output: demoUser },
    offline('skipRenewNotice'),
  ],
};
