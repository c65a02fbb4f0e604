import { FLIGHT_STATUS_EVENT } from '../../../contract/calls/flight-status-stream';

/**
 * An EventSource for tests (jsdom has none): each stream a page opens is kept with its address, and a test
 * pushes the server's status events into it. Install with vi.stubGlobal('EventSource', FakeEventSource).
 */
export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  private readonly listeners = new Map<string, Set<(event: MessageEvent<string>) => void>>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, (this.listeners.get(type) ?? new Set()).add(listener));
  }

  removeEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.closed = true;
  }

  /** The flights the stream follows, as its address names them. */
  flights(): string[] {
    return new URL(this.url, 'http://localhost').searchParams.get('flights')?.split(',') ?? [];
  }

  /** The server's status event for one flight. */
  push(flight: {
    flightNo: string;
    flightDate: string;
    status?: string;
    delayMinutes?: number;
    estimatedOffBlock?: string;
  }): void {
    const data = JSON.stringify({ status: 'scheduled', delayMinutes: 0, estimatedOffBlock: null, ...flight });
    for (const listener of this.listeners.get(FLIGHT_STATUS_EVENT) ?? [])
      listener(new MessageEvent(FLIGHT_STATUS_EVENT, { data }));
  }

  static open(): FakeEventSource[] {
    return FakeEventSource.opened.filter((source) => !source.closed);
  }
}
