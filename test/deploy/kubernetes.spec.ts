import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { parse, parseAllDocuments } from 'yaml';
import { SECRET_VARIABLE_NAMES, databaseUrlCredentials } from '@app/common';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const dir = new URL('../../k8s/base/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
const docs: Obj[] = files
  .flatMap((f) => parseAllDocuments(readFileSync(new URL(f, dir), 'utf8')).map((d) => d.toJSON() as Obj))
  .filter(Boolean);
const kustomization = parse(readFileSync(new URL('kustomization.yaml', dir), 'utf8')) as { resources: string[] };
const compose = parse(readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8'), { merge: true }) as {
  services: Record<string, { image?: string }>;
};

const workloads = docs.filter((d) => d.kind === 'Deployment' || d.kind === 'StatefulSet');
const APPS = ['gateway', 'auth', 'portfolio', 'market', 'settings', 'alerts'];
const subset = (small: Record<string, string>, big: Record<string, string>) =>
  Object.entries(small).every(([k, v]) => big?.[k] === v);

describe('k8s/base', () => {
  it('lists every manifest file in the kustomization', () => {
    expect([...kustomization.resources].sort()).toEqual([...files].sort());
  });

  it('has a Deployment for each app and StatefulSets for Postgres and NATS', () => {
    expect(
      docs
        .filter((d) => d.kind === 'Deployment')
        .map((d) => d.metadata.name)
        .sort(),
    ).toEqual([...APPS].sort());
    expect(
      docs
        .filter((d) => d.kind === 'StatefulSet')
        .map((d) => d.metadata.name)
        .sort(),
    ).toEqual(['nats', 'postgres']);
  });

  it.each(workloads.map((w) => [w.metadata.name, w]))(
    '%s: selector matches its pod labels, probes hit named ports',
    (_name, w) => {
      const pod = w.spec.template;
      expect(subset(w.spec.selector.matchLabels, pod.metadata.labels)).toBe(true);
      for (const c of pod.spec.containers as Obj[]) {
        const ports = new Set((c.ports ?? []).map((p: Obj) => p.name));
        for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
          const get = c[probe]?.httpGet;
          if (get) expect([probe, ports.has(get.port)]).toEqual([probe, true]);
        }
      }
    },
  );

  it.each(APPS)(
    '%s: runs the compose image as non-root with probes on the real endpoints and resource limits',
    (name) => {
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
    },
  );

  it('points every Service at pods that exist, on ports they expose', () => {
    for (const s of docs.filter((d) => d.kind === 'Service')) {
      const target = workloads.find((w) => subset(s.spec.selector, w.spec.template.metadata.labels));
      expect([s.metadata.name, Boolean(target)]).toEqual([s.metadata.name, true]);
      const named = new Set(
        target!.spec.template.spec.containers.flatMap((c: Obj) =>
          (c.ports ?? []).flatMap((p: Obj) => [p.name, p.containerPort]),
        ),
      );
      for (const p of s.spec.ports)
        expect([s.metadata.name, named.has(p.targetPort ?? p.port)]).toEqual([s.metadata.name, true]);
    }
  });

  it('scales the gateway, market and alerts, keeps a gateway through disruptions, and routes the public origin to it', () => {
    const hpas = docs.filter((d) => d.kind === 'HorizontalPodAutoscaler');
    expect(hpas.map((h) => h.spec.scaleTargetRef.name).sort()).toEqual(['alerts', 'gateway', 'market']);
    for (const h of hpas)
      expect(docs.some((d) => d.kind === 'Deployment' && d.metadata.name === h.spec.scaleTargetRef.name)).toBe(true);
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

describe('k8s secrets', () => {
  const overlay = (name: string) =>
    parse(readFileSync(new URL(`../../k8s/overlays/${name}/kustomization.yaml`, import.meta.url), 'utf8')) as Obj;
  const containers: Obj[] = workloads.flatMap((w) => w.spec.template.spec.containers);
  const SECRET_NAMES: string[] = [...SECRET_VARIABLE_NAMES, 'POSTGRES_PASSWORD'];

  it('ships no Secret in the base and no secret value in any container or ConfigMap', () => {
    expect(docs.filter((d) => d.kind === 'Secret').map((d) => d.metadata.name)).toEqual([]);
    for (const c of containers)
      for (const e of (c.env ?? []) as Obj[])
        if (SECRET_NAMES.includes(e.name)) expect([c.name, e.name, e.value]).toEqual([c.name, e.name, undefined]);
    for (const map of docs.filter((d) => d.kind === 'ConfigMap')) {
      const data = map.data as Record<string, string>;
      expect(Object.keys(data).filter((k) => SECRET_NAMES.includes(k) && k !== 'DATABASE_URL')).toEqual([]);
      if (data.DATABASE_URL) expect(databaseUrlCredentials(data.DATABASE_URL).password).toBeUndefined();
    }
  });

  it('takes every secret from the one trading-secrets Secret, Postgres its password from the key the apps read', () => {
    const refs = containers.flatMap((c) => [
      ...((c.envFrom ?? []) as Obj[]).filter((f) => f.secretRef).map((f) => f.secretRef.name),
      ...((c.env ?? []) as Obj[]).filter((e) => e.valueFrom?.secretKeyRef).map((e) => e.valueFrom.secretKeyRef.name),
    ]);
    expect(new Set(refs)).toEqual(new Set(['trading-secrets']));
    const postgres = workloads.find((w) => w.metadata.name === 'postgres')!.spec.template.spec.containers[0];
    const password = postgres.env.find((e: Obj) => e.name === 'POSTGRES_PASSWORD');
    expect(password.valueFrom.secretKeyRef).toEqual({ name: 'trading-secrets', key: 'DATABASE_PASSWORD' });
  });

  it('dev generates trading-secrets from an env file git never commits, and opts in to its demo accounts', () => {
    const dev = overlay('dev');
    expect(dev.secretGenerator).toEqual([
      { name: 'trading-secrets', envs: ['secrets.env'], options: { disableNameSuffixHash: true } },
    ]);
    const ignored = execFileSync('git', ['check-ignore', 'k8s/overlays/dev/secrets.env'], {
      cwd: new URL('../../', import.meta.url),
      encoding: 'utf8',
    });
    expect(ignored.trim()).toBe('k8s/overlays/dev/secrets.env');
    const ops = parse(dev.patches[0].patch) as Obj[];
    expect(ops.map((o) => [o.path, o.value])).toEqual([
      ['/data/SEED_DEMO', 'true'],
      ['/data/ALLOW_DEMO_IN_PRODUCTION', 'true'],
    ]);
  });

  it('prod neither generates nor patches a Secret: the operator creates trading-secrets', () => {
    const prod = overlay('prod');
    expect(prod.secretGenerator).toBeUndefined();
    expect(JSON.stringify(prod.patches ?? [])).not.toContain('Secret');
    expect(prod.resources).toEqual(['../../base']);
  });
});
