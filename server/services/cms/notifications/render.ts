import { renderTemplate } from '@domain/notifications';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** A notification as one customer receives it: subject, plain text and HTML (for e-mail). */
export const renderMessage = (
  notification: { title: string; body: string; image: string | null; link: string | null },
  customer: { first_name: string; last_name: string },
) => {
  const subject = renderTemplate(notification.title, customer);
  const body = renderTemplate(notification.body, customer);
  const text = notification.link ? `${body}\n\n${notification.link}` : body;
  const paragraphs = body.split(/\n{2,}/).map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`);
  const html = [
    notification.image ? `<img src="${escapeHtml(notification.image)}" alt="" style="max-width:100%">` : '',
    `<h1>${escapeHtml(subject)}</h1>`,
    ...paragraphs,
    notification.link ? `<p><a href="${escapeHtml(notification.link)}">${escapeHtml(notification.link)}</a></p>` : '',
  ].join('');
  return { subject, text, html };
};
