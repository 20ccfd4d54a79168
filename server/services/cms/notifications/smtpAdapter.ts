import nodemailer, { type Transporter } from 'nodemailer';
import type { ChannelAdapter } from './adapters';
import type { MailSettings } from './mailSettings';

const transports = new Map<string, Transporter>();

/** One pooled transport per server configuration, kept for the process. */
const transportOf = (settings: MailSettings) => {
  const key = JSON.stringify(settings);
  let transport = transports.get(key);
  if (!transport) {
    transport = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined,
      pool: true,
      maxConnections: 2,
    });
    transports.set(key, transport);
  }
  return transport;
};

/** Sends e-mail through an SMTP server with nodemailer. */
export const smtpAdapter = (settings: MailSettings): ChannelAdapter => ({
  async send(_tx, message) {
    const info = await transportOf(settings).sendMail({
      from: settings.from,
      to: message.address,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: { 'X-Notification-Id': String(message.notification_id), 'X-Delivery-Id': String(message.delivery_id) },
    });
    return { reference: info.messageId };
  },
});

/** Closes the pooled connections (tests, shutdown). */
export const closeSmtpTransports = () => {
  for (const transport of transports.values()) transport.close();
  transports.clear();
};
