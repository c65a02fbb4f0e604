import autocannon from 'autocannon';
import type { Request } from './bench-calls';

export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = [10, 50] as const;
/** The p99 at 10 connections each target must stay within. */
export const P99_GOALS_MS: Record<string, number> = { 'flight search': 50, 'fare calendar': 100 };
export interface Row {
  target: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** A reply that is not the envelope's success counts as an error, as a refused call would for a user. */
export async function measure(port: number, target: string, requests: Request[], connections: number): Promise<Row> {
  let refused = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: DURATION_SECONDS,
    requests: requests.map((request) => ({
      ...request,
      onResponse: (status: number, body: string) => {
        if (status !== 200 || !/"(resultCode":"0|code":"success|ok":true)/.test(body)) refused += 1;
      },
    })),
  });
  return {
    target,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx + refused,
  };
}

export function printTable(rows: Row[]): void {
  const bare = (connections: number) =>
    rows.find((row) => row.target === 'bare route' && row.connections === connections)!;
  const lines = rows.map((row) => {
    const ratio = row.requestsPerSecond / bare(row.connections).requestsPerSecond;
    return [
      row.target.padEnd(14),
      String(row.connections).padStart(5),
      String(row.requestsPerSecond).padStart(8),
      `${row.p50} ms`.padStart(8),
      `${row.p99} ms`.padStart(8),
      String(row.errors).padStart(7),
      `${(ratio * 100).toFixed(0)} %`.padStart(8),
    ].join('  ');
  });
  console.log(
    ['target'.padEnd(14), 'conns'.padStart(5), '   req/s', '     p50', '     p99', ' errors', ' of bare'].join('  '),
  );
  console.log(lines.join('\n'));
  // The ratios and tails issue 30's goal 3 tracks: a call's rate as a share of a bare route's, in the same run.
  for (const target of ['flight search', 'order list'])
    for (const connections of CONNECTIONS) {
      const row = rows.find((candidate) => candidate.target === target && candidate.connections === connections);
      if (row)
        console.log(
          `${target} / bare route at ${connections} connections: ${((row.requestsPerSecond / bare(connections).requestsPerSecond) * 100).toFixed(1)} %, p99 ${row.p99} ms`,
        );
    }
}

/** Issue 30's goals for this database: shares of the bare route's rate, and on PostgreSQL the search's p99 at 50. */
export function issueGoals(rows: Row[], databaseKind: string): { text: string; met: boolean }[] {
  const share = (target: string, connections: number) =>
    rows.find((row) => row.target === target && row.connections === connections)!.requestsPerSecond /
    rows.find((row) => row.target === 'bare route' && row.connections === connections)!.requestsPerSecond;
  const shares: [string, number][] =
    databaseKind === 'pglite'
      ? [['flight search', 0.05]]
      : [
          ['flight search', 0.15],
          ['order list', 0.05],
        ];
  const goals = shares.flatMap(([target, goal]) =>
    CONNECTIONS.map((connections) => ({
      text: `${target} at ${connections} connections ${(share(target, connections) * 100).toFixed(1)} % of bare (goal ≥ ${goal * 100} %)`,
      met: share(target, connections) >= goal,
    })),
  );
  if (databaseKind === 'pglite') return goals;
  const tail = rows.find((row) => row.target === 'flight search' && row.connections === 50)!.p99;
  return [...goals, { text: `flight search p99 at 50 connections ${tail} ms (goal < 50 ms)`, met: tail < 50 }];
}
