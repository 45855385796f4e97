import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { parse, parseAllDocuments } from 'yaml';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const dir = new URL('../../k8s/base/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
const docs: Obj[] = files.flatMap((f) => parseAllDocuments(readFileSync(new URL(f, dir), 'utf8')).map((d) => d.toJSON() as Obj)).filter(Boolean);
const kustomization = parse(readFileSync(new URL('kustomization.yaml', dir), 'utf8')) as { resources: string[] };
const compose = parse(readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8'), { merge: true }) as { services: Record<string, { image?: string }> };

const workloads = docs.filter((d) => d.kind === 'Deployment' || d.kind === 'StatefulSet');
const APPS = ['gateway', 'auth', 'portfolio', 'market', 'settings', 'alerts'];
const subset = (small: Record<string, string>, big: Record<string, string>) => Object.entries(small).every(([k, v]) => big?.[k] === v);

describe('k8s/base', () => {
  it('lists every manifest file in the kustomization', () => {
    expect([...kustomization.resources].sort()).toEqual([...files].sort());
  });

  it('has a Deployment for each app and StatefulSets for Postgres and NATS', () => {
    expect(docs.filter((d) => d.kind === 'Deployment').map((d) => d.metadata.name).sort()).toEqual([...APPS].sort());
    expect(docs.filter((d) => d.kind === 'StatefulSet').map((d) => d.metadata.name).sort()).toEqual(['nats', 'postgres']);
  });

  it.each(workloads.map((w) => [w.metadata.name, w]))('%s: selector matches its pod labels, probes hit named ports', (_name, w) => {
    const pod = w.spec.template;
    expect(subset(w.spec.selector.matchLabels, pod.metadata.labels)).toBe(true);
    for (const c of pod.spec.containers as Obj[]) {
      const ports = new Set((c.ports ?? []).map((p: Obj) => p.name));
      for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
        const get = c[probe]?.httpGet;
        if (get) expect([probe, ports.has(get.port)]).toEqual([probe, true]);
      }
    }
  });

  it.each(APPS)('%s: runs the compose image as non-root with probes on the real endpoints and resource limits', (name) => {
    const d = docs.find((x) => x.kind === 'Deployment' && x.metadata.name === name)!;
    const pod = d.spec.template.spec;
    const c = pod.containers[0];
    expect(c.image).toBe(compose.services[name].image);
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(c.resources?.requests).toBeDefined();
    expect(c.resources?.limits).toBeDefined();
    const prefix = name === 'gateway' ? '/api/health' : '/health';
    expect(c.readinessProbe.httpGet.path).toBe(`${prefix}/ready`);
    expect([c.livenessProbe?.httpGet.path, c.startupProbe?.httpGet.path]).toContain(`${prefix}/live`);
    if (name !== 'gateway') {
      const healthPort = c.ports.find((p: Obj) => p.name === 'health').containerPort;
      expect(c.env.find((e: Obj) => e.name === 'HEALTH_PORT').value).toBe(String(healthPort));
    }
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(20);
  });

  it('points every Service at pods that exist, on ports they expose', () => {
    for (const s of docs.filter((d) => d.kind === 'Service')) {
      const target = workloads.find((w) => subset(s.spec.selector, w.spec.template.metadata.labels));
      expect([s.metadata.name, Boolean(target)]).toEqual([s.metadata.name, true]);
      const named = new Set(target!.spec.template.spec.containers.flatMap((c: Obj) => (c.ports ?? []).flatMap((p: Obj) => [p.name, p.containerPort])));
      for (const p of s.spec.ports) expect([s.metadata.name, named.has(p.targetPort ?? p.port)]).toEqual([s.metadata.name, true]);
    }
  });

  it('scales the gateway, market and alerts, keeps a gateway through disruptions, and routes the public origin to it', () => {
    const hpas = docs.filter((d) => d.kind === 'HorizontalPodAutoscaler');
    expect(hpas.map((h) => h.spec.scaleTargetRef.name).sort()).toEqual(['alerts', 'gateway', 'market']);
    for (const h of hpas) expect(docs.some((d) => d.kind === 'Deployment' && d.metadata.name === h.spec.scaleTargetRef.name)).toBe(true);
    const pdb = docs.find((d) => d.kind === 'PodDisruptionBudget')!;
    const gateway = docs.find((d) => d.kind === 'Deployment' && d.metadata.name === 'gateway')!;
    expect(subset(pdb.spec.selector.matchLabels, gateway.spec.template.metadata.labels)).toBe(true);
    const ingress = docs.find((d) => d.kind === 'Ingress')!;
    expect(ingress.metadata.annotations['nginx.ingress.kubernetes.io/affinity']).toBe('cookie');
    const backend = ingress.spec.rules[0].http.paths[0].backend.service;
    const service = docs.find((d) => d.kind === 'Service' && d.metadata.name === backend.name)!;
    expect(service.spec.ports.map((p: Obj) => p.name)).toContain(backend.port.name);
  });
});
