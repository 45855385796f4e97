import 'reflect-metadata';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, HttpStatus, Post, Res, type ExecutionContext, type INestApplication } from '@nestjs/common';
import { APP_INTERCEPTOR, Reflector } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import type { Response } from 'express';
import pino from 'pino';
import { BrotliBody, EncodedJson, compressReply, dataEnvelopeText } from '@app/common/base';
import { firstValueFrom, of } from 'rxjs';
import request from 'supertest';
import { ApiError } from '../errors/api-error.js';
import { ApiExceptionFilter } from '../errors/api-exception.filter.js';
import { BufferReplyAdapter } from './buffer-reply.adapter.js';
import { FlatEnvelope } from './envelope.decorators.js';
import { EnvelopeInterceptor } from './envelope.interceptor.js';

// A service's large answer as the whole body in brotli: many rows, so that it is well worth compressing.
const ROWS = Array.from({ length: 300 }, (_, i) => ({ id: `p${i}`, buyPrice: 1385.5 + i, name: 'ŚRĪ "A"' }));
const BODY_TEXT = dataEnvelopeText(JSON.stringify({ positions: ROWS }));
const BROTLI_BYTES = compressReply(Buffer.from(BODY_TEXT), 'br');
// Express's ETag of a body: its length in hex and the start of its SHA-1, so each form has its own.
const weakEtagOf = (body: Buffer) =>
  `W/"${body.byteLength.toString(16)}-${createHash('sha1').update(body).digest('base64').slice(0, 27)}"`;

@Controller('probe')
class ProbeController {
  @Get('object') object() {
    return { user: { id: 'u1' } };
  }
  @Get('array') array() {
    return [1, 2];
  }
  @Get('null') nothing() {
    return null;
  }
  @Get('async') async later() {
    return { later: true };
  }
  @Get('flat') @FlatEnvelope() flat() {
    return { layouts: [] };
  }
  @Get('flat-with-data') @FlatEnvelope() flatWithData() {
    return { layout_id: 'l1', id: 'l1', data: { layout: { id: 'l1' } } };
  }
  @Post('cookie') cookie(@Res({ passthrough: true }) res: Response) {
    res.cookie('probe', '1', { httpOnly: true });
    return { user: { id: 'u1' } };
  }
  @Get('encoded') encoded() {
    return new EncodedJson('{"positions":[{"id":"p1","buyPrice":1385.5,"name":"ŚRĪ \\"A\\""}],"summary":null}');
  }
  @Get('encoded-parsed') encodedParsed() {
    return { positions: [{ id: 'p1', buyPrice: 1385.5, name: 'ŚRĪ "A"' }], summary: null };
  }
  @Get('encoded-nothing') encodedNothing() {
    return new EncodedJson(undefined);
  }
  @Get('encoded-flat') @FlatEnvelope() encodedFlat() {
    return new EncodedJson('{"layouts":[]}');
  }
  @Get('brotli') brotli() {
    return new BrotliBody(BROTLI_BYTES);
  }
  @Get('brotli-flat') @FlatEnvelope() brotliFlat() {
    return new BrotliBody(compressReply(Buffer.from(dataEnvelopeText('{"layouts":[{"id":"l1"}]}')), 'br'));
  }
  @Get('fails') fails() {
    throw ApiError.withData(HttpStatus.SERVICE_UNAVAILABLE, 'Unavailable: auth', { status: 'degraded' });
  }
}

@FlatEnvelope()
@Controller('flat-controller')
class FlatController {
  @Get() message() {
    return { message: 'Logged out' };
  }
}

let app: INestApplication;

beforeAll(async () => {
  const module = await Test.createTestingModule({
    controllers: [ProbeController, FlatController],
    providers: [{ provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor }],
  }).compile();
  app = module.createNestApplication(new BufferReplyAdapter(), { logger: false });
  app.useGlobalFilters(new ApiExceptionFilter(pino({ level: 'silent' })));
  await app.init();
});

afterAll(async () => {
  await app?.close();
});

const text = async (path: string) => (await request(app.getHttpServer()).get(path)).text;

describe('EnvelopeInterceptor', () => {
  it('wraps what a handler returns as {success: true, data}, success first', async () => {
    expect(await text('/probe/object')).toBe('{"success":true,"data":{"user":{"id":"u1"}}}');
  });

  it('puts arrays and null under data as they are', async () => {
    expect(await text('/probe/array')).toBe('{"success":true,"data":[1,2]}');
    expect(await text('/probe/null')).toBe('{"success":true,"data":null}');
  });

  it('waits for an async handler before wrapping its answer', async () => {
    expect(await text('/probe/async')).toBe('{"success":true,"data":{"later":true}}');
  });

  it('answers the keys a @FlatEnvelope() route returns beside success, in their order', async () => {
    expect(await text('/probe/flat')).toBe('{"success":true,"layouts":[]}');
    expect(await text('/probe/flat-with-data')).toBe(
      '{"success":true,"layout_id":"l1","id":"l1","data":{"layout":{"id":"l1"}}}',
    );
  });

  it('applies @FlatEnvelope() on a controller to each of its routes', async () => {
    expect(await text('/flat-controller')).toBe('{"success":true,"message":"Logged out"}');
  });

  it('splices a reply the service encoded into the envelope: the bytes and headers res.json writes for it parsed', async () => {
    const spliced = await request(app.getHttpServer()).get('/probe/encoded');
    const parsed = await request(app.getHttpServer()).get('/probe/encoded-parsed');
    expect(spliced.text).toBe(
      '{"success":true,"data":{"positions":[{"id":"p1","buyPrice":1385.5,"name":"ŚRĪ \\"A\\""}],"summary":null}}',
    );
    expect(spliced.text).toBe(parsed.text);
    expect(spliced.headers['content-type']).toBe('application/json; charset=utf-8');
    for (const h of ['content-type', 'content-length', 'etag']) expect(spliced.headers[h]).toBe(parsed.headers[h]);
  });

  it('answers an encoded reply with no value, or on a flat route, as it would the value itself', async () => {
    expect(await text('/probe/encoded-nothing')).toBe('{"success":true}');
    expect(await text('/probe/encoded-flat')).toBe('{"success":true,"layouts":[]}');
  });

  it('keeps the status and the cookies a handler sets', async () => {
    const res = await request(app.getHttpServer()).post('/probe/cookie');
    expect(res.status).toBe(201);
    expect(res.headers['set-cookie']).toEqual(['probe=1; Path=/; HttpOnly']);
    expect(res.text).toBe('{"success":true,"data":{"user":{"id":"u1"}}}');
  });

  it('leaves a thrown failure to the exception filter, which keeps its data beside the error', async () => {
    const res = await request(app.getHttpServer()).get('/probe/fails');
    expect(res.status).toBe(503);
    expect(res.text).toBe('{"success":false,"error":"Unavailable: auth","data":{"status":"degraded"}}');
  });

  it('passes socket events and other non-HTTP calls through untouched', async () => {
    const interceptor = new EnvelopeInterceptor(new Reflector());
    const ctx = { getType: () => 'ws' } as unknown as ExecutionContext;
    const ack = { success: true, instruments: [1] };
    expect(await firstValueFrom(interceptor.intercept(ctx, { handle: () => of(ack) }))).toBe(ack);
  });

  describe("a service's body in brotli", () => {
    const get = (accepts: string) => request(app.getHttpServer()).get('/probe/brotli').set('Accept-Encoding', accepts);

    it('goes to a client that reads brotli as the service compressed it', async () => {
      const res = await get('gzip, deflate, br');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-length']).toBe(String(BROTLI_BYTES.byteLength));
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(res.text).toBe(BODY_TEXT);
      expect(res.body.data.positions).toHaveLength(300);
    });

    it('goes decompressed to a client that does not read brotli, or refuses it', async () => {
      for (const accepts of ['gzip, deflate', 'identity', 'gzip, br;q=0']) {
        const res = await get(accepts);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.headers['content-length']).toBe(String(Buffer.byteLength(BODY_TEXT)));
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.headers.vary).toMatch(/Accept-Encoding/);
        expect(res.text).toBe(BODY_TEXT);
      }
    });

    it('has an ETag of its own in each form, and a client holding that form gets 304', async () => {
      const br = await get('br');
      const plain = await get('gzip');
      expect(br.headers.etag).toBe(weakEtagOf(BROTLI_BYTES));
      expect(plain.headers.etag).toBe(weakEtagOf(Buffer.from(BODY_TEXT)));
      expect((await get('br').set('If-None-Match', br.headers.etag)).status).toBe(304);
      expect((await get('gzip').set('If-None-Match', plain.headers.etag)).status).toBe(304);
      expect((await get('gzip').set('If-None-Match', br.headers.etag)).status).toBe(200);
    });

    it("puts a flat route's keys beside success", async () => {
      const res = await request(app.getHttpServer()).get('/probe/brotli-flat').set('Accept-Encoding', 'br');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.text).toBe('{"success":true,"layouts":[{"id":"l1"}]}');
    });
  });
});
