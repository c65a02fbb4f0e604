export const logoutSimulation = {
  events: [
    { type: 'logout.request', user: { userid: 'demo-verified', ffpBindingFlag: '1' } },
    { type: 'logout.request', user: { userid: 'demo-no-club', ffpBindingFlag: '0' } },
    { type: 'xstate.done.actor.endUiaSession' },
    { type: 'xstate.error.actor.endUiaSession', error: new Error('offline') },
    { type: 'xstate.done.actor.endSiteSession' },
    { type: 'xstate.error.actor.endSiteSession', error: new Error('offline') },
  ],
};
