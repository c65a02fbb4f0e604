import { useEffect, useState } from 'react';
import { FLOWS_CHANNEL, type LiveFlowMessage } from '../../src/ui/live-inspect';

/** The latest snapshot of every actor that other tabs report through the live inspector, newest first. */
export function useLiveFlows(): LiveFlowMessage[] {
  const [sessions, setSessions] = useState<ReadonlyMap<string, LiveFlowMessage>>(new Map());
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(FLOWS_CHANNEL);
    channel.onmessage = (message: MessageEvent<LiveFlowMessage>) => {
      if (!isLiveFlowMessage(message.data)) return;
      setSessions((previous) => new Map(previous).set(message.data.sessionId, message.data));
    };
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
