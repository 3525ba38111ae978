// In-process timing: warm-up, then batches of each variant interleaved (A B, B A, …) so drift in
// machine speed hits every variant alike; per-operation medians and pairwise ratios.

let sink = 0;
/** Keeps results alive so the JIT cannot drop the work being timed. */
function consume(result) {
  sink ^= Array.isArray(result) ? result.length : result ? 1 : 0;
}

function timeBatch(fn, iterations) {
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) consume(fn());
  return Number(process.hrtime.bigint() - start) / iterations;
}

/** Iterations that make one batch last about `batchMs`, measured after a short warm-up. */
function calibrate(fn, batchMs) {
  let iterations = 1;
  for (;;) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < iterations; i++) consume(fn());
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (ms >= batchMs / 4 || iterations >= 1 << 20) return Math.max(1, Math.round((iterations * batchMs) / Math.max(ms, 1e-3)));
    iterations *= 4;
  }
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Times every variant of one case. `variants` maps a name to a thunk; the result holds, per
 * variant, the median nanoseconds per operation and the min/max of the samples.
 */
export function measure(variants, { samples = 21, batchMs = 10, warmupMs = 200 } = {}) {
  const names = Object.keys(variants);
  const deadline = Date.now() + warmupMs;
  while (Date.now() < deadline) for (const name of names) consume(variants[name]());
  const iterations = Object.fromEntries(names.map((name) => [name, calibrate(variants[name], batchMs)]));
  const times = Object.fromEntries(names.map((name) => [name, []]));
  for (let s = 0; s < samples; s++) {
    const order = s % 2 ? [...names].reverse() : names;
    for (const name of order) times[name].push(timeBatch(variants[name], iterations[name]));
  }
  const result = {};
  for (const name of names) {
    result[name] = { medianNs: median(times[name]), minNs: Math.min(...times[name]), maxNs: Math.max(...times[name]), iterations: iterations[name] };
  }
  result.pairs = times;
  return result;
}

/** Median of the sample-by-sample ratios a/b: robust when the machine slows down mid-run. */
export function pairedRatio(result, a, b) {
  return median(result.pairs[a].map((t, i) => t / result.pairs[b][i]));
}

export function sinkValue() {
  return sink;
}
