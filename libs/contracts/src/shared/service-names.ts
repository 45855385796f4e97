/** The services behind the gateway; each owns the Postgres schema of the same name. */
export const SERVICE_NAMES = ['auth', 'portfolio', 'market', 'settings', 'alerts'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
