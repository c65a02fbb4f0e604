import type { ApiReply } from '../contract/reply';
import { SLIDER_MESSAGE_TYPE } from '../contract/risk';
import type { RiskFlowEvent, RiskFlowInput, RiskReply } from './risk-flow.machine';

/** How /flows and the coverage tool run the risk flow: one scripted server reply per adsCode row of spec 4. */
const siteOrigin = 'https://www.example-air.test';
const input: RiskFlowInput = { dfp: 'DFP-1', siteOrigin };
const answered = (body: ApiReply): { type: string; output: RiskReply } => ({
  type: 'xstate.done.actor.sendRequest',
  output: { status: 200, body },
});
const risk = (adsCode: ApiReply['adsCode'], adsData: unknown) =>
  answered({ resultCode: adsCode, resultMsg: '', adsCode, adsData });

export const riskFlowSimulation = {
  input,
  events: [
    answered({ resultCode: '0', resultMsg: 'success', data: {} }),
    risk('003', { dfp: 'DFP-2', token: 'TOKEN-2' }),
    risk('004', { token: 'TOKEN-3' }),
    risk('002', { url: '/risk/slider?lang=zhCn&dfp=' }),
    risk('001', {}),
    risk('1408', {}),
    risk('1404', 'blocked'),
    answered({ resultCode: 'RR0001', resultMsg: 'bad', rCode: 'RR0001', rMessage: 'bad' }),
    { type: 'xstate.error.actor.sendRequest', error: 'timeout' },
    {
      type: 'slider.message',
      origin: siteOrigin,
      data: { type: SLIDER_MESSAGE_TYPE, result: 'PASS' },
    } satisfies RiskFlowEvent,
    { type: 'slider.closed' } satisfies RiskFlowEvent,
  ],
};
