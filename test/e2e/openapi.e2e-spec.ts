import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BadRequestException, ValidationPipe, type Type } from '@nestjs/common';
import { Validator } from '@seriousme/openapi-schema-validator';
import request from 'supertest';
import { DEMO_USERS } from '@app/contracts';
import { ROUTE_ANSWERS } from '../../apps/gateway/src/openapi/route-answers.js';
import { ROUTE_FAILURES } from '../../apps/gateway/src/openapi/route-failures.js';
import { routeInputs } from '../../apps/gateway/src/openapi/route-inputs.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, signIn } from '../support/http.js';
import { discoverApiRoutes, type DiscoveredRoute } from '../support/routes.js';
import { answerErrors, documentPath, type OpenApiDoc } from '../support/openapi.js';

const { investor } = DEMO_USERS;

let infra: TestInfra;
let stack: TestStack;
let base: string;
let cookie: string;
let routes: DiscoveredRoute[];
let doc: OpenApiDoc;

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, { SEED_DEMO: 'true', SIMULATOR_INTERVAL_MS: '60000' });
  base = await stack.startAll();
  cookie = cookieHeader((await signIn(base, investor.email, investor.password)).cookies);
  routes = discoverApiRoutes(stack.gateway!);
  const res = await request(base).get('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body as OpenApiDoc;
}, 90_000);

afterAll(async () => {
  await stack?.close();
  await infra?.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );

describe('the OpenAPI catalogue', () => {
  it('lists every route the running gateway answers under /api, with its method, and nothing else', () => {
    expect(routes.length).toBeGreaterThan(100);
    const documented = new Set(operations().map((o) => o.key));
    const discovered = routes.map((r) => `${r.method} ${documentPath(r)}`);
    expect(discovered.filter((k) => !documented.has(k))).toEqual([]);
    expect([...documented].filter((k) => !discovered.includes(k))).toEqual([]);
    // A described answer under a key no route has would silently describe nothing.
    const described = [...Object.keys(ROUTE_ANSWERS), ...Object.keys(ROUTE_FAILURES)];
    expect(described.filter((k) => !documented.has(k))).toEqual([]);
  });

  it('serves the document and the page without a session, the page under the same script policy as the app', async () => {
    const page = await request(base).get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('swagger-ui-bundle.js');
    expect(page.headers['content-security-policy']).toBe(
      (await request(base).get('/login')).headers['content-security-policy'],
    );
    expect((await request(base).get('/api/openapi.json')).headers['content-type']).toMatch(/^application\/json/);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('names the session cookie, and gives every route a success example and every body an example', () => {
    expect(doc.components.securitySchemes?.session).toEqual({ type: 'apiKey', in: 'cookie', name: 'access_token' });
    const missing: string[] = [];
    for (const { key, op } of operations()) {
      const success = Object.entries(op.responses).find(([status]) => /^[23]/.test(status));
      // A redirect (the Kite login's landing) answers no body: its Location is its answer.
      const redirect = success?.[0].startsWith('3');
      const answered = redirect
        ? (success?.[1] as { headers?: { Location?: { example?: string } } }).headers?.Location?.example
        : // A download (the Tax P&L file) gives its example under the file's own content type.
          (success?.[1].content?.['application/json'] ?? Object.values(success?.[1].content ?? {})[0])?.example;
      if (answered === undefined) missing.push(`${key}: answer`);
      // A file upload (multipart) has its example beside its schema, as a JSON body does.
      const body = op.requestBody?.content['application/json'] ?? op.requestBody?.content['multipart/form-data'];
      if (op.requestBody && body?.example === undefined) missing.push(`${key}: body`);
      const signedIn = op.security?.some((s) => 'session' in s);
      // A browser landing signed out is redirected (to Settings), not answered 401.
      if (signedIn && !op.responses['401'] && !key.startsWith('POST /api/auth/') && !redirect)
        missing.push(`${key}: 401`);
    }
    expect(missing).toEqual([]);
  });

  it("gives every request body an example the route's own validation accepts", async () => {
    const pipe = new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true });
    const refused: string[] = [];
    for (const route of routeInputs(stack.gateway!).values()) {
      if (!route.body) continue;
      const [method, path] = route.key.split(' ');
      const example = doc.paths[path][method.toLowerCase()].requestBody?.content['application/json']?.example;
      try {
        await pipe.transform(example, { type: 'body', metatype: route.body as Type });
      } catch (e) {
        refused.push(`${route.key}: ${JSON.stringify((e as BadRequestException).getResponse())}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('gives each documented example a shape its own schema accepts', () => {
    const wrong = operations().flatMap(({ key, op }) =>
      Object.entries(op.responses).flatMap(([status, r]) =>
        status.startsWith('3') || !r.content?.['application/json']
          ? []
          : answerErrors(doc, key, Number(status), r.content['application/json'].example),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('describes real answers of every service, failures included, by their documented schemas', async () => {
    const as = (r: request.Test) => r.set('Cookie', cookie);
    const grid = { layout: [{ i: 'watchlist', x: 0, y: 0, w: 6, h: 6 }], containers: ['watchlist'] };
    const watched = await as(request(base).post('/api/watchlist')).send({
      instrument_token: 408065,
      target_price: 1400,
    });
    const held = await as(request(base).post('/api/portfolio/manual/positions')).send({
      tradingSymbol: 'INFY',
      instrumentToken: 408065,
      exchange: 'NSE',
      buyPrice: 1500,
      quantity: 2,
    });
    const created = await as(request(base).post('/api/settings/layouts')).send({
      name: 'Catalogue check',
      ...grid,
    });
    const positionId = held.body.data?.position?.id as string;
    const spare = await as(request(base).post('/api/settings/layouts')).send({
      name: 'Spare',
      ...grid,
    });
    const calls: Array<[string, number, request.Response]> = [
      ['POST /api/settings/layouts', 201, created],
      ['POST /api/watchlist', 201, watched],
      ['POST /api/portfolio/manual/positions', 201, held],
      [
        'PUT /api/portfolio/manual/positions/{id}',
        200,
        await as(request(base).put(`/api/portfolio/manual/positions/${positionId}`)).send({ quantity: 3 }),
      ],
      [
        'DELETE /api/settings/layouts/{id}',
        200,
        await as(request(base).delete(`/api/settings/layouts/${spare.body.id as string}`)),
      ],
      ['GET /api/settings/table-settings', 200, await as(request(base).get('/api/settings/table-settings'))],
      [
        'PUT /api/settings/loss-cover',
        200,
        await as(request(base).put('/api/settings/loss-cover')).send({ min_loss_percent: 2, max_loss_percent: 40 }),
      ],
      ['GET /api/alerts', 200, await as(request(base).get('/api/alerts'))],
      ['GET /api/health', 200, await request(base).get('/api/health')],
      ['GET /api/auth/profile', 200, await as(request(base).get('/api/auth/profile'))],
      ['GET /api/instruments/status', 200, await as(request(base).get('/api/instruments/status'))],
      ['GET /api/watchlist', 200, await as(request(base).get('/api/watchlist'))],
      ['GET /api/portfolio/manual/positions', 200, await as(request(base).get('/api/portfolio/manual/positions'))],
      ['GET /api/settings/layouts', 200, await as(request(base).get('/api/settings/layouts'))],
      ['GET /api/broker/status', 200, await as(request(base).get('/api/broker/status'))],
      ['PUT /api/broker/mode', 200, await as(request(base).put('/api/broker/mode')).send({ mode: 'live' })],
      ['POST /api/broker/kite/connect', 409, await as(request(base).post('/api/broker/kite/connect'))],
      ['GET /api/auth/profile', 401, await request(base).get('/api/auth/profile')],
      [
        'POST /api/auth/login',
        401,
        await request(base).post('/api/auth/login').send({ email: 'nobody@example.com', password: 'Nobody123' }),
      ],
      ['POST /api/watchlist', 400, await as(request(base).post('/api/watchlist')).send({ target_price: 'high' })],
      ['POST /api/auth/logout', 200, await as(request(base).post('/api/auth/logout'))],
    ];
    const problems = calls.flatMap(([key, status, res]) =>
      res.status === status ? answerErrors(doc, key, status, res.body) : [`${key}: ${res.status} ${res.text}`],
    );
    expect(problems).toEqual([]);
    // The lists were not empty, so their item schemas were exercised, not just an empty array.
    const answerOf = (key: string) => calls.find(([k]) => k === key)![2].body;
    expect(answerOf('GET /api/watchlist').data.entries.length).toBeGreaterThan(0);
    expect(answerOf('GET /api/portfolio/manual/positions').data.positions.length).toBeGreaterThan(0);
    expect(answerOf('GET /api/settings/layouts').layouts.length).toBeGreaterThan(0);
  });

  it('refuses an answer that does not match, so the check above can fail', () => {
    expect(answerErrors(doc, 'GET /api/auth/profile', 200, { success: true, data: {} })).not.toEqual([]);
    expect(answerErrors(doc, 'GET /api/auth/profile', 401, { success: true, data: { user: null } })).not.toEqual([]);
  });
});
