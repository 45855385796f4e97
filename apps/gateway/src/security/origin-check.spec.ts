import { describe, expect, it } from '@jest/globals';
import type { NextFunction, Request, Response } from 'express';
import { originAllowed, originCheck, ownOrigin } from './origin-check.js';

const OWN = 'https://app.example.com';
const LISTED = ['http://localhost:5173', 'https://admin.example.com'];

describe('originAllowed', () => {
  it('allows a request without an Origin header', () => {
    expect(originAllowed(undefined, OWN, [])).toBe(true);
  });

  it('allows the request’s own origin', () => {
    expect(originAllowed(OWN, OWN, [])).toBe(true);
  });

  it('allows a listed origin', () => {
    expect(originAllowed('http://localhost:5173', OWN, LISTED)).toBe(true);
    expect(originAllowed('https://admin.example.com', OWN, LISTED)).toBe(true);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['a look-alike with our origin as prefix', 'https://app.example.com.evil.example'],
    ['our host over plain http', 'http://app.example.com'],
    ['our host on another port', 'https://app.example.com:8443'],
    ['the opaque "null" origin', 'null'],
    ['an empty origin', ''],
    ['a listed origin with a trailing slash', 'http://localhost:5173/'],
  ])('refuses %s', (_label, origin) => {
    expect(originAllowed(origin, OWN, LISTED)).toBe(false);
  });
});

describe('ownOrigin', () => {
  it('joins the protocol and the Host header', () => {
    const asked: string[] = [];
    const req = {
      protocol: 'https',
      get(name: string) {
        asked.push(name);
        return name === 'host' ? 'app.example.com:8443' : undefined;
      },
    };

    expect(ownOrigin(req)).toBe('https://app.example.com:8443');
    expect(asked).toEqual(['host']);
  });

  it('uses plain http when the request came in over http', () => {
    expect(ownOrigin({ protocol: 'http', get: () => 'localhost:3000' })).toBe('http://localhost:3000');
  });
});

describe('originCheck', () => {
  function run(method: string, origin: string | undefined) {
    const headers: Record<string, string | undefined> = { host: 'app.example.com', origin };
    const req = { method, protocol: 'https', get: (name: string) => headers[name.toLowerCase()] } as unknown as Request;
    const sent: { status?: number; body?: unknown } = {};
    const res = {
      status(code: number) {
        sent.status = code;
        return this;
      },
      json(body: unknown) {
        sent.body = body;
        return this;
      },
    } as unknown as Response;
    let nextCalls = 0;
    const next: NextFunction = () => {
      nextCalls += 1;
    };
    originCheck(LISTED)(req, res, next);
    return { nextCalls, sent };
  }

  it.each(['GET', 'HEAD', 'OPTIONS'])('lets a %s from any origin through', (method) => {
    expect(run(method, 'https://evil.example')).toEqual({ nextCalls: 1, sent: {} });
  });

  it('lets a POST from the own origin through', () => {
    expect(run('POST', OWN)).toEqual({ nextCalls: 1, sent: {} });
  });

  it('lets a POST from a listed origin through', () => {
    expect(run('PATCH', 'http://localhost:5173')).toEqual({ nextCalls: 1, sent: {} });
  });

  it('lets a POST without an Origin header through', () => {
    expect(run('POST', undefined)).toEqual({ nextCalls: 1, sent: {} });
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses a cross-origin %s with 403', (method) => {
    expect(run(method, 'https://evil.example')).toEqual({
      nextCalls: 0,
      sent: { status: 403, body: { success: false, error: 'Cross-origin request refused' } },
    });
  });
});
