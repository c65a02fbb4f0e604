import type { InspectionEvent } from 'xstate';

/**
 * A tiny inspector for any actor: `createActor(machine, { inspect: liveInspect })`. Once a /flows tab of the
 * same origin watches, each snapshot of the root actor goes out on BroadcastChannel('flows') and the tab follows
 * it (until this page reloads). Before, nothing is sent: posting every snapshot of every flow cost each click a
 * few milliseconds on a slow phone, for a viewer that is rarely open.
 */
export const FLOWS_CHANNEL = 'flows';
/** What a page asks on the channel when its first actor starts. */
export const ANYONE_WATCHING = 'flows.anyoneWatching';
/** What a /flows tab says when it opens and whenever a page asks. */
export const WATCHING = 'flows.watching';

export interface LiveFlowMessage {
  sessionId: string;
  machineId: string;
  value: unknown;
  status: string;
  at: number;
}

// The last snapshot of each actor, kept until a /flows tab watches so that it sees where each flow stands.
const UNSENT_LIMIT = 20;
const unsent = new Map<string, LiveFlowMessage>();
let channel: BroadcastChannel | undefined;
let watched = false;

function openChannel(): BroadcastChannel {
  const opened = new BroadcastChannel(FLOWS_CHANNEL);
  opened.onmessage = (message: MessageEvent) => {
    if (message.data !== WATCHING || watched) return;
    watched = true;
    for (const snapshot of unsent.values()) opened.postMessage(snapshot);
    unsent.clear();
  };
  opened.postMessage(ANYONE_WATCHING);
  return opened;
}

export function liveInspect(event: InspectionEvent): void {
  if (event.type !== '@xstate.snapshot' || event.actorRef.sessionId !== event.rootId) return;
  const machineId = (event.actorRef as { logic?: { id?: unknown } }).logic?.id;
  if (typeof machineId !== 'string' || typeof BroadcastChannel === 'undefined') return;
  const { value, status } = event.snapshot as { value?: unknown; status: string };
  const message: LiveFlowMessage = { sessionId: event.rootId, machineId, value, status, at: Date.now() };
  channel ??= openChannel();
  if (watched) return channel.postMessage(message);
  unsent.delete(message.sessionId);
  unsent.set(message.sessionId, message);
  if (unsent.size > UNSENT_LIMIT) unsent.delete(unsent.keys().next().value!);
}
