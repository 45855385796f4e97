import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface InboxMail {
  to: string[];
  raw: string;
}

export interface SmtpInbox {
  /** smtp://127.0.0.1:<port>, no sign-in. */
  url: string;
  mails: InboxMail[];
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps every mail it is given (plain SMTP, local only). */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: InboxMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData: (stream, session, cb) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
