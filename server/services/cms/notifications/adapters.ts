import type { NotificationChannel } from '@domain/notifications';
import type { Executor } from '../../../db/client';
import { notificationOutbox } from '../../../db/schema';
import type { MailSettings } from './mailSettings';
import { smtpAdapter } from './smtpAdapter';

/** One message to one recipient on one channel, rendered for them. */
export interface OutgoingMessage {
  notification_id: number;
  delivery_id: number;
  channel: NotificationChannel;
  address: string;
  subject: string;
  text: string;
  html: string;
  image: string | null;
  link: string | null;
}

export interface DeliveryReceipt {
  /** What the channel answered: an SMTP message id, an outbox row's id. */
  reference: string;
}

/**
 * The one interface every channel sends through. `send` may throw: the delivery is then marked failed
 * with the message. It is given the batch's transaction, so an adapter writing to the database (the
 * outbox) is rolled back with the batch; one that is not (SMTP) is at least once.
 */
export interface ChannelAdapter {
  send(tx: Executor, message: OutgoingMessage): Promise<DeliveryReceipt>;
}

/** The embedded default: the message is written to the outbox, which the console lists. */
export const outboxAdapter: ChannelAdapter = {
  async send(tx, message) {
    const [row] = await tx
      .insert(notificationOutbox)
      .values({
        notification_id: message.notification_id,
        delivery_id: message.delivery_id,
        channel: message.channel,
        address: message.address,
        subject: message.subject,
        text: message.text,
        image: message.image,
        link: message.link,
      })
      .returning({ id: notificationOutbox.id });
    return { reference: `outbox:${row!.id}` };
  },
};

/** E-mail by SMTP when configured; SMS and push (no provider configured) to the outbox. */
export const adaptersFor = (mail: MailSettings | undefined): Record<NotificationChannel, ChannelAdapter> => ({
  email: mail ? smtpAdapter(mail) : outboxAdapter,
  sms: outboxAdapter,
  push: outboxAdapter,
});
