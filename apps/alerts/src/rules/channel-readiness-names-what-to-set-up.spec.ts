import { describe, expect, it } from '@jest/globals';
import { unreadyChannels, type ChannelSetup } from './channel-readiness.js';

const NOTHING: ChannelSetup = { emailVerified: false, telegramLinked: false, webhookSet: false, pushSubscriptions: 0 };
const EVERYTHING: ChannelSetup = { emailVerified: true, telegramLinked: true, webhookSet: true, pushSubscriptions: 2 };

describe('channels a rule may send to', () => {
  it('in-app always works, even with nothing set up', () => {
    expect(unreadyChannels(['in_app'], NOTHING)).toEqual([]);
  });

  it('names each channel not set up under `channels`, with what to do in Settings', () => {
    expect(unreadyChannels(['in_app', 'email', 'telegram', 'webhook', 'web_push'], NOTHING)).toEqual([
      {
        field: 'channels',
        errors: [
          'email is not verified: verify an address in Settings',
          'telegram is not linked: link the Telegram bot in Settings',
          'webhook has no URL: set a webhook URL in Settings',
          'web_push has no browser: turn on notifications in Settings',
        ],
      },
    ]);
  });

  it('takes every channel once each is set up', () => {
    expect(unreadyChannels(['in_app', 'email', 'telegram', 'webhook', 'web_push'], EVERYTHING)).toEqual([]);
  });

  it('refuses only the channel missing its setup', () => {
    expect(unreadyChannels(['email', 'web_push'], { ...EVERYTHING, pushSubscriptions: 0 })).toEqual([
      { field: 'channels', errors: ['web_push has no browser: turn on notifications in Settings'] },
    ]);
  });
});
