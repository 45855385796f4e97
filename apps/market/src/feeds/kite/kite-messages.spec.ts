import { describe, expect, it } from '@jest/globals';
import { MAX_TOKENS_PER_MESSAGE, parseTextMessage, subscribeMessages, unsubscribeMessages } from './kite-messages.js';

describe('parseTextMessage', () => {
  it('reads error, message and order updates', () => {
    expect(parseTextMessage('{"type":"error","data":"Invalid access token"}')).toEqual({
      type: 'error',
      data: 'Invalid access token',
    });
    expect(parseTextMessage('{"type":"message","data":"Markets closed"}')).toEqual({
      type: 'message',
      data: 'Markets closed',
    });
    expect(parseTextMessage('{"type":"order","data":{"order_id":"1"}}')).toEqual({
      type: 'order',
      data: { order_id: '1' },
    });
  });

  it('turns a non-string error payload into text', () => {
    expect(parseTextMessage('{"type":"error","data":{"code":42}}')).toEqual({ type: 'error', data: '{"code":42}' });
    expect(parseTextMessage('{"type":"error"}')).toEqual({ type: 'error', data: 'null' });
  });

  it('returns null for invalid JSON, non-objects and unknown types', () => {
    for (const text of ['', 'not json', '42', 'null', '[]', '{"type":"tick","data":1}'])
      expect(parseTextMessage(text)).toBeNull();
  });
});

describe('subscribeMessages', () => {
  it('sends numeric tokens, subscribe then mode full', () => {
    expect(subscribeMessages([408065, 256265])).toEqual([
      '{"a":"subscribe","v":[408065,256265]}',
      '{"a":"mode","v":["full",[408065,256265]]}',
    ]);
  });

  it('splits into chunks of at most 3000 tokens', () => {
    const tokens = Array.from({ length: 6001 }, (_, i) => i + 1);
    const messages = subscribeMessages(tokens).map((m) => JSON.parse(m) as { a: string; v: unknown[] });
    expect(messages.map((m) => m.a)).toEqual(['subscribe', 'mode', 'subscribe', 'mode', 'subscribe', 'mode']);
    const subscribed = messages.filter((m) => m.a === 'subscribe').map((m) => m.v as number[]);
    expect(subscribed.map((c) => c.length)).toEqual([MAX_TOKENS_PER_MESSAGE, MAX_TOKENS_PER_MESSAGE, 1]);
    expect(subscribed.flat()).toEqual(tokens);
  });

  it('sends nothing for no tokens', () => {
    expect(subscribeMessages([])).toEqual([]);
    expect(unsubscribeMessages([])).toEqual([]);
  });
});

describe('unsubscribeMessages', () => {
  it('sends numeric tokens', () => {
    expect(unsubscribeMessages([408065])).toEqual(['{"a":"unsubscribe","v":[408065]}']);
  });
});
