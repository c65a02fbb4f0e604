import { useEffect, useState } from 'react';
import { ANYONE_WATCHING, FLOWS_CHANNEL, WATCHING, type LiveFlowMessage } from '../../src/ui/live-inspect';

/**
 * The latest snapshot of every actor that other tabs report through the live inspector, newest first. Pages
 * send only while a /flows tab watches: this one says so when it opens and whenever a page asks.
 */
export function useLiveFlows(): LiveFlowMessage[] {
  const [sessions, setSessions] = useState<ReadonlyMap<string, LiveFlowMessage>>(new Map());
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(FLOWS_CHANNEL);
    channel.onmessage = (message: MessageEvent<LiveFlowMessage | string>) => {
      if (message.data === ANYONE_WATCHING) return channel.postMessage(WATCHING);
      if (!isLiveFlowMessage(message.data)) return;
      const snapshot = message.data;
      setSessions((previous) => new Map(previous).set(snapshot.sessionId, snapshot));
    };
    channel.postMessage(WATCHING);
    return () => channel.close();
  }, []);
  return [...sessions.values()].sort((a, b) => b.at - a.at);
}

function isLiveFlowMessage(data: unknown): data is LiveFlowMessage {
  const message = data as Partial<LiveFlowMessage> | null;
  return (
    typeof message?.sessionId === 'string' && typeof message.machineId === 'string' && typeof message.at === 'number'
  );
}
