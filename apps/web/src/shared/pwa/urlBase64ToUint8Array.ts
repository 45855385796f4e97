/**
 * The VAPID public key as the push manager wants it: the server sends it base64url without padding
 * (RFC 7515), `applicationServerKey` takes the raw bytes.
 */
export function urlBase64ToUint8Array(base64url: string): Uint8Array<ArrayBuffer> {
  const trimmed = base64url.trim();
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(trimmed)) throw new Error('The push key is not base64url');
  const padded = trimmed.replace(/=+$/, '') + '='.repeat((4 - (trimmed.replace(/=+$/, '').length % 4)) % 4);
  const binary = atob(padded.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
