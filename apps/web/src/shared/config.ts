// The only module that reads import.meta.env, so every build-time setting is visible in one place.
const env = import.meta.env;

function readString(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

export interface WebConfig {
  /** Base path of the REST catalogue, served by the gateway on the app's own origin. */
  readonly apiBaseUrl: string;
  /** Socket.IO handshake path on the app's own origin. */
  readonly socketPath: string;
  readonly isDev: boolean;
}

export const config: WebConfig = Object.freeze({
  apiBaseUrl: readString(env.VITE_API_BASE_URL, '/api'),
  socketPath: readString(env.VITE_SOCKET_PATH, '/socket.io'),
  isDev: env.DEV,
});
