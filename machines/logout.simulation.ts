import { offline } from './simulated-answers';
export const logoutSimulation = {
  events: [
    { type: 'logout.request', user: { userid: 'demo-verified', ffpBindingFlag: '1' } },
    { type: 'logout.request', user: { userid: 'demo-no-club', ffpBindingFlag: '0' } },
    { type: 'xstate.done.actor.endUiaSession' },
    offline('endUiaSession'),
    { type: 'xstate.done.actor.endSiteSession' },
    offline('endSiteSession'),
  ],
};
