import { signedIn, type Entry } from './authorization-routes.js';

/**
 * Who may call the channel routes of alert rules: every signed-in user, on their own settings only (no
 * id of another user's can be named). The matrix's stack configures no channel that keeps a secret, so
 * a push subscription is refused as not offered (400), and with no code mailed a verification is wrong.
 */
export function alertChannelRoutes(): Record<string, Entry> {
  return {
    'GET /api/alerts/channels': { expect: signedIn(200) },
    'PUT /api/alerts/channels': {
      expect: signedIn(200),
      body: () => ({ quiet_hours: { start: '22:00', end: '07:00' }, defaults: ['in_app'] }),
    },
    'POST /api/alerts/channels/email/verify': { expect: signedIn(400), body: () => ({ code: '482913' }) },
    'POST /api/alerts/channels/web_push/subscriptions': {
      expect: signedIn(400),
      body: () => ({
        endpoint: 'https://push.example.com/send/matrix',
        keys: {
          p256dh: 'BNc0Xq1nN2y3dTQ2Jx0bE8l9mWfVQ5s1zK7wP3rYb6hA4cD5eF6gH7iJ8kL9mN0oP1qR2sT3uV4',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      }),
    },
    'DELETE /api/alerts/channels/web_push/subscriptions': {
      expect: signedIn(200),
      body: () => ({ endpoint: 'https://push.example.com/send/matrix' }),
    },
    'POST /api/alerts/channels/:channel/test': { expect: signedIn(201), path: () => '/alerts/channels/in_app/test' },
  };
}
