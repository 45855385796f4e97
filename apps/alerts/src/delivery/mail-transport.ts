import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { AlertsConfig } from '../config/alerts.config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A stable Message-ID (the delivery's dedupe key), so a retried mail is the same mail to the receiver. */
  messageId?: string;
}

/** Mail over SMTP (nodemailer) to the server of SMTP_URL, with the delivery timeout on every stage. */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  private transporter?: Transporter;

  constructor(@Inject(AlertsConfig) private readonly config: AlertsConfig) {}

  get configured(): boolean {
    return this.config.emailConfigured;
  }

  async send(message: MailMessage): Promise<void> {
    if (!this.config.SMTP_URL) throw new Error('email is not configured (SMTP_URL)');
    const timeout = this.config.DELIVERY_TIMEOUT_MS;
    // The URL's own query may set these too; the delivery timeout bounds every stage either way.
    const url = new URL(this.config.SMTP_URL);
    for (const k of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) url.searchParams.set(k, String(timeout));
    this.transporter ??= createTransport(url.toString());
    await this.transporter.sendMail({ from: this.config.MAIL_FROM, ...message });
  }

  onModuleDestroy(): void {
    this.transporter?.close();
  }
}
