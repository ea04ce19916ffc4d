// Which notices the member also gets by e-mail (decision 033): NOTIFICATIONS_API.email, a GET and a signed POST of
// the kinds changed.
import { signedClient } from 'shared/api';
import { NOTIFICATIONS_API, type EmailNoticeKind, type EmailSettings } from '@yachts/contracts/account';

export function getEmailSettings(signal?: AbortSignal): Promise<EmailSettings> {
  return signedClient.get<EmailSettings>(NOTIFICATIONS_API.email, undefined, signal);
}

export function setEmailSetting(kind: EmailNoticeKind, email: boolean): Promise<EmailSettings> {
  return signedClient.post<EmailSettings>(NOTIFICATIONS_API.email, { [kind]: email });
}
