/**
 * Sends through the real `@sendgrid/mail` client. A fresh MailService per mail keeps settings
 * (key, region, test base URL, timeout) from leaking between requests or tests; it is cheap, as
 * the HTTP connection pool is shared underneath.
 */
import type { MailService } from '@sendgrid/mail';
import type { TeamMail } from './mail';
import type { SendGridSettings } from '../shared/mail-settings';
import { type MailTransport, TransportError, isPermanentRefusal } from './mail-transport';

interface SendGridModule {
  MailService: new () => MailService;
}

/** `sgMail.client` exists at run time (tests point it at a local capture server) but is missing from the package's types. */
interface SendGridClientSettings {
  setDataResidency(region: 'eu'): unknown;
  setDefaultRequest(key: 'baseUrl', value: string): unknown;
}

export async function createSendGridService(settings: SendGridSettings): Promise<MailService> {
  // Loaded on first use, so validation and the outbox never depend on the SendGrid client's
  // dependency tree loading (a packaging fault there must not take the whole function down).
  // The class is a named export at run time; the package's types only declare the default instance.
  const { MailService: SendGridMailService } = (await import('@sendgrid/mail')) as unknown as SendGridModule;
  const service = new SendGridMailService();
  service.setApiKey(settings.apiKey);
  const client = (service as unknown as { client: SendGridClientSettings }).client;
  if (settings.dataResidency) client.setDataResidency(settings.dataResidency);
  // Last: setApiKey and setDataResidency both reset the base URL to SendGrid's own.
  if (settings.baseUrl) client.setDefaultRequest('baseUrl', settings.baseUrl);
  service.setTimeout(settings.timeoutMs);
  return service;
}

function isTimeout(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ECONNABORTED' || code === 'ETIMEDOUT';
}

/**
 * What may be logged about a failure. Never the raw error: an axios error carries the request
 * config, including the Authorization header with the API key.
 */
export function describeSendGridError(error: unknown): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { error: String(error) };
  const { code, message, response } = error as { code?: unknown; message?: unknown; response?: { body?: unknown } };
  return {
    ...(code !== undefined ? { code } : {}),
    ...(typeof message === 'string' ? { message } : {}),
    ...(response && 'body' in response ? { body: response.body } : {}),
  };
}

/**
 * The client's own timeout (axios) only fires on an idle socket; this deadline also ends a reply
 * that trickles in too slowly.
 */
function withDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TransportError('timeout', `SendGrid did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export function createSendGridTransport(settings: SendGridSettings): MailTransport {
  return {
    name: settings.sandbox ? 'sendgrid (sandbox mode)' : 'sendgrid',
    async send(mail: TeamMail) {
      let service: MailService;
      try {
        service = await createSendGridService(settings);
      } catch (error) {
        throw new TransportError('send_failed', 'could not load the SendGrid client', String(error));
      }
      const invitation = mail.attachments?.find((attachment) => attachment.method);
      const request = service.send({
        to: mail.to,
        from: mail.from,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        ...(mail.headers ? { headers: mail.headers } : {}),
        // SendGrid's order: text/plain, then text/html, then any other part.
        content: [
          { type: 'text/plain', value: mail.text },
          { type: 'text/html', value: mail.html },
          // An invitation is a part of the mail itself (RFC 6047), exactly `text/calendar; method=…`:
          // SendGrid passes that type on, and Gmail and Outlook show it as an invitation only so.
          ...(invitation ? [{ type: `text/calendar; method=${invitation.method}`, value: invitation.content }] : []),
        ],
        ...(mail.attachments?.length
          ? {
              attachments: mail.attachments.map(({ filename, type, content, method, encoding, contentId, disposition }) => ({
                filename,
                // The invitation's file stays for calendars that import files; as application/ics
                // it is not read as a second invitation beside the part above.
                type: method ? 'application/ics' : type,
                disposition: disposition ?? 'attachment',
                // What `cid:` in the HTML part names. In SendGrid's own spelling: the client turns the
                // mail's keys into snake case, but not those inside an array (@sendgrid/helpers 8.0.0,
                // helpers/convert-keys.js), so a `contentId` would reach SendGrid as it is and be ignored.
                ...(contentId ? { content_id: contentId } : {}),
                content: encoding === 'base64' ? content : Buffer.from(content, 'utf8').toString('base64'),
              })),
            }
          : {}),
        // Deploy previews: SendGrid validates the mail and answers 200 but delivers nothing.
        ...(settings.sandbox ? { mailSettings: { sandboxMode: { enable: true } } } : {}),
      });
      try {
        await withDeadline(request, settings.timeoutMs);
      } catch (error) {
        if (error instanceof TransportError) {
          request.catch(() => undefined); // its later failure is expected and already reported
          throw error;
        }
        const failure = isTimeout(error) ? 'timeout' : 'send_failed';
        const details = describeSendGridError(error);
        // The client's ResponseError carries SendGrid's HTTP status as `code`.
        throw new TransportError(failure, `SendGrid request failed (${failure})`, details, isPermanentRefusal(details.code));
      }
    },
  };
}
