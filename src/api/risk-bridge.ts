import { createActor, fromCallback, fromPromise, toPromise } from 'xstate';
import {
  riskFlowMachine,
  type RiskFlowEvent,
  type RiskFlowOutput,
  type RiskReply,
  type SendInput,
  type SliderInput,
} from '../../machines/risk-flow.machine';
import type { ApiEffects } from './api-effects';
import { storedFingerprint, storeFingerprint, storeRiskToken } from './device-identity';
import { sendRequest, type ApiRequest } from './transport';
import { liveInspect } from '../ui/live-inspect';

/**
 * Runs one request through the risk-flow chart, with the app's effects filling in its actors and actions.
 * The client has already sent the request once (src/api/client.ts): the chart's first send answers with
 * that reply instead of sending it again; every later send (the retries of the dance) goes to the server.
 */
export function runRiskFlow(effects: ApiEffects, request: ApiRequest, firstReply: RiskReply): Promise<RiskFlowOutput> {
  let unusedFirstReply: RiskReply | undefined = firstReply;
  const send = (input: SendInput, signal: AbortSignal): Promise<RiskReply> => {
    const reply = unusedFirstReply;
    unusedFirstReply = undefined;
    return reply ? Promise.resolve(reply) : sendRequest(effects, request, input, signal);
  };
  const machine = riskFlowMachine.provide({
    actors: {
      sendRequest: fromPromise<RiskReply, SendInput>(({ input, signal }) => send(input, signal)),
      openSlider: fromCallback<RiskFlowEvent, SliderInput>(({ input, sendBack }) =>
        effects.openSlider({
          url: input.url,
          onMessage: (message) => sendBack({ type: 'slider.message', ...message }),
          onClose: () => sendBack({ type: 'slider.closed' }),
        }),
      ),
    },
    actions: {
      storeFingerprint: (_, fingerprint) => storeFingerprint(effects, fingerprint),
      storeToken: (_, { token }) => storeRiskToken(effects, token),
      clearSession: () => effects.clearSession(),
      goToLogin: () => effects.goToLogin(),
      showRefusal: (_, { text }) => effects.notify('error', text || effects.translate('risk.verificationFailed')),
      showVerificationFailed: () => effects.notify('error', effects.translate('risk.verificationFailed')),
    },
  });
  const flow = createActor(machine, {
    inspect: liveInspect,
    input: { dfp: storedFingerprint(effects).dfp, siteOrigin: effects.siteOrigin() },
  });
  const { signal } = request;
  return new Promise<RiskFlowOutput>((resolve, reject) => {
    // A caller giving up (a route left, a query cancelled) also closes a slider that may be open.
    const abandon = () => {
      flow.stop();
      reject(signal?.reason ?? new Error('aborted'));
    };
    if (signal?.aborted) return abandon();
    signal?.addEventListener('abort', abandon, { once: true });
    toPromise(flow)
      .then(resolve, reject)
      .finally(() => signal?.removeEventListener('abort', abandon));
    flow.start();
  });
}
