/** Receipt counts and latency percentiles of one scenario. */
export class LatencyStats {
  constructor() {
    this.samples = [];
    this.count = 0;
  }

  record(sentAtMs, receivedAtMs) {
    this.count++;
    // A sample of every tick would be millions of numbers; one in four is plenty for p99.
    if ((this.count & 3) === 0) this.samples.push(receivedAtMs - sentAtMs);
  }

  percentile(p) {
    if (this.samples.length === 0) return NaN;
    const sorted = Float64Array.from(this.samples).sort();
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  }
}
