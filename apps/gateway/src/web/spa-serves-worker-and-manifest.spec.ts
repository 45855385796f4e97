import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { cacheControlFor, spa } from './spa.js';

let dist: string;
const app = express();

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'icons'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Trading Dashboard</title>');
  writeFileSync(join(dist, 'sw.js'), "self.addEventListener('push', () => {});");
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Trading Dashboard"}');
  writeFileSync(join(dist, 'assets', 'index-Bx12ab.js'), 'console.log(1)');
  writeFileSync(join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  app.use(spa(dist));
  app.use((_req, res) => res.status(404).send('api'));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the web app files a service worker and an install depend on', () => {
  it('serves /sw.js as JavaScript that the browser re-checks on every load', async () => {
    const res = await request(app).get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the manifest as application/manifest+json, re-checked', async () => {
    const res = await request(app).get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('lets browsers keep hashed assets for a year, and icons for an hour', async () => {
    const asset = await request(app).get('/assets/index-Bx12ab.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await request(app).get('/icons/icon-192.png');
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a page path with index.html, not cached without a check', async () => {
    const res = await request(app).get('/dashboard/settings');
    expect(res.text).toContain('<title>Trading Dashboard</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((await request(app).get('/index.html')).headers['cache-control']).toBe('no-cache');
  });

  it('leaves /api to the API', async () => {
    expect((await request(app).get('/api/sw.js')).text).toBe('api');
  });

  it('treats only /assets/ as immutable', () => {
    expect(cacheControlFor('/assetsX/a.js')).toBe('public, max-age=3600');
    expect(cacheControlFor('/favicon.svg')).toBe('public, max-age=3600');
  });
});
