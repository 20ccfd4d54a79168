/** How e-mail goes out: through an SMTP server when configured, else into the outbox table (docs/configuration.md). */
export interface MailSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
}

/** SMTP_HOST (with SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASSWORD, MAIL_FROM), or nothing: the outbox. */
export const readMailSettings = (env: NodeJS.ProcessEnv): MailSettings | undefined => {
  const host = env.SMTP_HOST?.trim();
  if (!host) return undefined;
  const port = Number(env.SMTP_PORT ?? 587);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`SMTP_PORT: ${env.SMTP_PORT} is not a port`);
  return {
    host,
    port,
    secure: env.SMTP_SECURE === 'true' || (env.SMTP_SECURE === undefined && port === 465),
    user: env.SMTP_USER || undefined,
    password: env.SMTP_PASSWORD || undefined,
    from: env.MAIL_FROM || `no-reply@${host}`,
  };
};
