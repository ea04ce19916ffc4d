// Reads the e-mails the site sent from the api's outbox page (served outside production only), the way a
// developer reads them on /dev/mail.
import { expect, type APIRequestContext } from '@playwright/test';

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  kind: string;
  code?: string | null;
  createdAt: string;
}

/** The newest mail to `to` that arrived after `since` (an ISO time), waiting briefly for it. */
export async function nextMail(request: APIRequestContext, to: string, since: string): Promise<SentMail> {
  let found: SentMail | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mail/latest?to=${encodeURIComponent(to)}`);
        if (!response.ok()) return null;
        const mail = (await response.json()) as SentMail;
        found = mail.createdAt > since ? mail : null;
        return found;
      },
      { message: `an e-mail to ${to}`, timeout: 30_000 },
    )
    .not.toBeNull();
  return found as unknown as SentMail;
}

/** The 6-digit code of the newest mail to `to` sent after `since`. */
export async function nextCode(request: APIRequestContext, to: string, since: string): Promise<string> {
  const mail = await nextMail(request, to, since);
  const code = mail.code ?? /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code, `a code in "${mail.subject}"`).toMatch(/^\d{6}$/);
  return code as string;
}
