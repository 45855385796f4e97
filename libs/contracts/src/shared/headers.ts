/** NATS/HTTP header that carries the request id from the browser's request to every service it reaches. */
export const REQUEST_ID_HEADER = 'x-request-id';
