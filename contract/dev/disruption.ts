/**
 * Development lever (DEV_TOOLS=on, loopback): tells the travellers of cancelled or delayed flights now, as the
 * notices job does on its minute timer, so a browser test that forced a cancellation need not wait a minute.
 */
export const DISRUPTION_DEV_CALLS = { notify: '/dev/disruption/notify' } as const;
