import { describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { currentRequestId, requestIdFrom, runWithRequestContext } from './request-context.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFrom', () => {
  it.each(['abc', 'req-123', 'A.b_c:d-9', '0f8fad5b-d9cb-469f-a165-70867728950e', 'x'.repeat(128)])(
    'keeps the safe id %j',
    (id) => {
      expect(requestIdFrom(id)).toBe(id);
    },
  );

  it.each([
    ['an empty string', ''],
    ['a space', 'req 1'],
    ['a newline (log forging)', 'req-1\n{"level":60,"msg":"forged"}'],
    ['a quote', 'req"1'],
    ['a slash', 'a/b'],
    ['non-ASCII', 'réq'],
    ['129 characters', 'x'.repeat(129)],
  ])('replaces an id with %s by a new UUID', (_label, id) => {
    const out = requestIdFrom(id);

    expect(out).toMatch(UUID);
    expect(out).not.toBe(id);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['an array of ids', ['req-1']],
    ['an object', { id: 'req-1' }],
  ])('replaces %s by a new UUID', (_label, id) => {
    expect(requestIdFrom(id)).toMatch(UUID);
  });

  it('generates a different id each time', () => {
    const ids = new Set(Array.from({ length: 20 }, () => requestIdFrom(undefined)));

    expect(ids.size).toBe(20);
  });
});

describe('runWithRequestContext', () => {
  it('has no request id outside a context', () => {
    expect(currentRequestId()).toBeUndefined();
  });

  it('makes the request id visible inside and returns the function result', () => {
    const result = runWithRequestContext({ requestId: 'req-inside' }, () => `seen ${currentRequestId()}`);

    expect(result).toBe('seen req-inside');
    expect(currentRequestId()).toBeUndefined();
  });

  it('keeps the request id across awaits', async () => {
    const seen = await runWithRequestContext({ requestId: 'req-async' }, async () => {
      const before = currentRequestId();
      await sleep(5);
      const afterTimer = currentRequestId();
      await Promise.resolve();
      return [before, afterTimer, currentRequestId()];
    });

    expect(seen).toEqual(['req-async', 'req-async', 'req-async']);
    expect(currentRequestId()).toBeUndefined();
  });

  it('keeps concurrent requests apart', async () => {
    const run = (id: string, delay: number) =>
      runWithRequestContext({ requestId: id }, async () => {
        await sleep(delay);
        return currentRequestId();
      });

    await expect(Promise.all([run('req-slow', 20), run('req-fast', 1)])).resolves.toEqual(['req-slow', 'req-fast']);
  });

  it('lets an inner context shadow an outer one and restores the outer afterwards', () => {
    const seen = runWithRequestContext({ requestId: 'outer' }, () => {
      const inner = runWithRequestContext({ requestId: 'inner' }, () => currentRequestId());
      return [inner, currentRequestId()];
    });

    expect(seen).toEqual(['inner', 'outer']);
  });

  it('leaves no request id behind when the function throws', () => {
    expect(() =>
      runWithRequestContext({ requestId: 'req-boom' }, () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(currentRequestId()).toBeUndefined();
  });
});
