import { createHash } from 'node:crypto';

const GATES = 24;

/** The departure gate until the airport's own allocation is connected: stable per flight and day. */
export function gateOf(flightNo: string, flightDate: string): string {
  return String((createHash('sha256').update(`${flightNo}/${flightDate}`).digest().readUInt32BE(0) % GATES) + 1);
}
