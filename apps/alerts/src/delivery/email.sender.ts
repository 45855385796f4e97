import { Injectable } from '@nestjs/common';
import { SenderRegistry, PermanentDeliveryError, type ChannelSender, type DeliveryJob } from './channel-sender.js';
import { DeliveryTargetsRepository } from './delivery-targets.repository.js';
import { alertMail } from './alert-mail.js';
import { MailTransport } from './mail-transport.js';

/** Email alerts to the user's verified address, one mail per delivery with its id as the Message-ID. */
@Injectable()
export class EmailSender implements ChannelSender {
  readonly channel = 'email' as const;

  constructor(
    registry: SenderRegistry,
    private readonly mail: MailTransport,
    private readonly targets: DeliveryTargetsRepository,
  ) {
    registry.register(this);
  }

  async send(job: DeliveryJob): Promise<void> {
    if (!this.mail.configured) throw new PermanentDeliveryError('email is not offered by this server');
    const t = await this.targets.forUser(job.userId);
    if (!t?.emailAddress) throw new PermanentDeliveryError('no email address is set');
    if (!t.emailVerified) throw new PermanentDeliveryError('the email address is not verified');
    await this.mail.send({ to: t.emailAddress, ...alertMail(job.id, job.fire) });
  }
}
