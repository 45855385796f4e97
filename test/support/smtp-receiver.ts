import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One mail as the receiver got it: the envelope, the raw message, its unfolded headers and its text. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Map<string, string>;
  body: string;
}

export interface SmtpReceiver {
  /** smtp://user:pass@127.0.0.1:<port> (the password checks that the sender signs in with it). */
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

function parse(raw: string): Pick<ReceivedMail, 'headers' | 'body'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(split + 4) };
}

/**
 * A real SMTP server on a free local port that keeps every mail it is given. Plain SMTP with
 * AUTH PLAIN/LOGIN over an unencrypted local socket (the tests' only peer is this process).
 */
export async function startSmtpReceiver(user = 'alerts', pass = 'smtp-test-password'): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: false,
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, cb) =>
      auth.username === user && auth.password === pass ? cb(null, { user }) : cb(new Error('bad credentials')),
    onData: (stream, session, cb) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parse(raw),
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${user}:${pass}@127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
