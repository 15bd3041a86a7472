// The open loop of the throughput bench (issue 30, item 1): requests at a fixed rate of arrivals.

/** Seconds of the open-loop load at half the saturation rate (issue 30, item 1). */
export const OPEN_SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? 30);

const percentileOf = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];

/**
 * An open loop: requests sent at a fixed rate, each at its own moment whether or not the ones
 * before it were answered, as visitors arrive. Each latency counts from the moment its request
 * was due, so a server that falls behind shows it in full (a closed loop, which waits for an
 * answer before sending again, would hide it: the requests it does not send are never late).
 */
export async function steadyLoad(port, paths, rate, seconds = OPEN_SECONDS) {
  const total = Math.max(1, Math.round(rate * seconds));
  const latencies = [];
  let errors = 0;
  let non2xx = 0;
  const started = performance.now();
  const sent = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    sent.push(
      fetch(`http://localhost:${port}${paths[i % paths.length]}`, {
        signal: AbortSignal.timeout(10_000),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          if (response.status < 200 || response.status >= 300) non2xx += 1;
          latencies.push(performance.now() - due);
        },
        () => (errors += 1),
      ),
    );
  }
  await Promise.all(sent);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    rate,
    sent: total,
    p50: percentileOf(sorted, 0.5),
    p99: percentileOf(sorted, 0.99),
    p999: percentileOf(sorted, 0.999),
    errors,
    non2xx,
  };
}
