/** Entities and migrations of the analytics area, registered with the service's data source. */
export const ANALYTICS_ENTITIES: Function[] = [];
export const ANALYTICS_MIGRATIONS: Function[] = [];
