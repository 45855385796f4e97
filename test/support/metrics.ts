/** One sample value from a Prometheus text exposition, or undefined. */
export function metricSample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.split(' ').at(-1));
  }
  return undefined;
}

/** The text of a /metrics endpoint on this machine. */
export async function scrapeMetrics(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  if (res.status !== 200) throw new Error(`/metrics on port ${port} answered ${res.status}`);
  return res.text();
}

/** One metric's current value on a /metrics endpoint (0 when it has no sample yet). */
export async function metricValue(port: number, name: string, labels: Record<string, string> = {}): Promise<number> {
  return metricSample(await scrapeMetrics(port), name, labels) ?? 0;
}
