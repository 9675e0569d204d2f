// The port a benchmark's server listens on: its own by default, BENCH_PORT when set (for a
// machine where those ports belong to someone else; the benchmarks run one after another).
export function benchPort(ownPort: number): number {
  const chosen = process.env.BENCH_PORT;
  return chosen ? Number(chosen) : ownPort;
}
