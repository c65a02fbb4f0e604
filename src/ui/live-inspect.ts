import type { InspectionEvent } from 'xstate';

/**
 * A tiny inspector for any actor: `createActor(machine, { inspect: liveInspect })`. Each snapshot of the
 * root actor goes out on BroadcastChannel('flows'), where an open /flows tab of the same origin follows it.
 */
export const FLOWS_CHANNEL = 'flows';

export interface LiveFlowMessage {
  sessionId: string;
  machineId: string;
  value: unknown;
  status: string;
  at: number;
}

let channel: BroadcastChannel | undefined;

export function liveInspect(event: InspectionEvent): void {
  if (event.type !== '@xstate.snapshot' || event.actorRef.sessionId !== event.rootId) return;
  const machineId = (event.actorRef as { logic?: { id?: unknown } }).logic?.id;
  if (typeof machineId !== 'string' || typeof BroadcastChannel === 'undefined') return;
  const { value, status } = event.snapshot as { value?: unknown; status: string };
  channel ??= new BroadcastChannel(FLOWS_CHANNEL);
  channel.postMessage({ sessionId: event.rootId, machineId, value, status, at: Date.now() } satisfies LiveFlowMessage);
}
