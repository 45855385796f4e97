/** Request bodies of the channel routes of alert rules, per DTO class name (see request-examples.ts). */
export const ALERT_CHANNEL_REQUESTS: Record<string, object> = {
  ChannelSettingsDto: {
    defaults: ['in_app'],
    quiet_hours: { start: '22:00', end: '07:00' },
    email: { address: 'investor@example.com' },
    webhook: { url: 'https://hooks.example.com/portfolio' },
  },
  VerifyEmailDto: { code: '482913' },
  PushSubscriptionDto: {
    endpoint: 'https://fcm.googleapis.com/fcm/send/dGVzdC1zdWJzY3JpcHRpb24',
    keys: {
      p256dh: 'BNc0Xq1nN2y3dTQ2Jx0bE8l9mWfVQ5s1zK7wP3rYb6hA4cD5eF6gH7iJ8kL9mN0oP1qR2sT3uV4wX5yZ6a7b8c9d0',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  },
  PushEndpointDto: { endpoint: 'https://fcm.googleapis.com/fcm/send/dGVzdC1zdWJzY3JpcHRpb24' },
};
