import { describe, expect, it } from '@jest/globals';
import { routeFeedCommand } from './feed-command-routing.js';

describe('a replica receives a simulator price', () => {
  it('sets it itself when it runs the simulator', () => {
    expect(routeFeedCommand('set-price', { kind: 'simulator', simulatorRunsHere: true })).toBe('here');
  });

  it('forwards it to the feed owner when it only follows the feed', () => {
    expect(routeFeedCommand('set-price', { kind: 'simulator', simulatorRunsHere: false })).toBe('feed-owner');
  });
});

describe('a replica receives a subscription', () => {
  it('asks the feed owner on the simulator too, whose core set streams more only when asked', () => {
    expect(routeFeedCommand('subscribe', { kind: 'simulator', simulatorRunsHere: true })).toBe('feed-owner');
    expect(routeFeedCommand('subscribe', { kind: 'simulator', simulatorRunsHere: false })).toBe('feed-owner');
  });

  it('always asks the feed owner on Kite, which streams only what it is asked for', () => {
    expect(routeFeedCommand('subscribe', { kind: 'kite', simulatorRunsHere: false })).toBe('feed-owner');
  });
});
