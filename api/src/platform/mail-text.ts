// The words of every e-mail the site sends: plain text, English, with the site's name. Pure functions, so the
// routes choose a mail and the mailer plugin sends it without either knowing the other's business.
import { ACCOUNT_LIMITS, type CodeEvent } from '@yachts/contracts/account';
import { SITE_NAME } from '@yachts/contracts/site';

export interface MailContent {
  /** Which template (sent_mails.kind): register-code, account-exists, no-account, email-changed, … */
  kind: string;
  subject: string;
  text: string;
  /** The code the mail carries, if any: the dev outbox records it for the developer and the e2e suite. */
  code?: string;
}

/** The end of every e-mail the site sends. */
export const MAIL_SIGNATURE = `\n-- \n${SITE_NAME}\nThis is an automatic message; replies are not read.\n`;
const SIGNATURE = MAIL_SIGNATURE;
/** A mail's text: the greeting, the paragraphs with a blank line between, and the signature. */
export function letter(paragraphs: string[], greeting = 'Hello,'): string {
  return [greeting, '', paragraphs.join('\n\n'), SIGNATURE].join('\n');
}
const IGNORE = 'If you did not ask for this, you can ignore this e-mail: nothing happens without the code.';

const CODE_PURPOSES: Record<CodeEvent, { kind: string; subject: string; purpose: string }> = {
  register: { kind: 'register-code', subject: 'sign-up code', purpose: `to create your ${SITE_NAME} account` },
  login: { kind: 'login-code', subject: 'login code', purpose: `to log in to ${SITE_NAME}` },
  resetpwd: { kind: 'resetpwd-code', subject: 'password reset code', purpose: `to choose a new ${SITE_NAME} password` },
  changeEmail: {
    kind: 'change-email-code',
    subject: 'code to confirm your new e-mail address',
    purpose: `to make this address the e-mail address of your ${SITE_NAME} account`,
  },
  verify: {
    kind: 'verify-code',
    subject: 'e-mail verification code',
    purpose: `to confirm the e-mail address of your ${SITE_NAME} account`,
  },
};

export function codeMail(event: CodeEvent, code: string): MailContent {
  const { kind, subject, purpose } = CODE_PURPOSES[event];
  return {
    kind,
    code,
    subject: `Your ${SITE_NAME} ${subject}`,
    text: letter([
      `Your verification code ${purpose} is:`,
      `    ${code}`,
      `It is valid for ${ACCOUNT_LIMITS.codeTtlMinutes} minutes and can be used once. Never share it: ${SITE_NAME} will never ask you for it.`,
      IGNORE,
    ]),
  };
}

/** A sign-up code asked for an address that already has an account: no code, a pointer to login and reset. */
export function accountExistsMail(): MailContent {
  return {
    kind: 'account-exists',
    subject: `Your ${SITE_NAME} account`,
    text: letter([
      `Someone, probably you, asked to create a ${SITE_NAME} account with this e-mail address. There already is an account with this address, so no new account was made and no code was sent.`,
      'You can log in with your password or with a login code. If you forgot your password, use "Forgot password" on the login page to choose a new one.',
      'If you did not ask for this, you can ignore this e-mail: your account is unchanged.',
    ]),
  };
}

/** A login or reset code asked for an address without an account: no code, a pointer to sign-up. */
export function noAccountMail(event: 'login' | 'resetpwd'): MailContent {
  const what = event === 'login' ? 'log in to' : 'reset the password of';
  return {
    kind: 'no-account',
    subject: `Your ${SITE_NAME} request`,
    text: letter([
      `Someone, probably you, asked for a code to ${what} a ${SITE_NAME} account with this e-mail address. There is no account with this address, so no code was sent.`,
      'Perhaps you signed up with another address. Or create an account with this one on the sign-up page.',
      'If you did not ask for this, you can ignore this e-mail.',
    ]),
  };
}

/** A change-of-address code asked for an address another account already uses: no code. */
export function addressInUseMail(): MailContent {
  return {
    kind: 'address-in-use',
    subject: `Your ${SITE_NAME} account`,
    text: letter([
      `Someone asked to move another ${SITE_NAME} account to this e-mail address. This address already belongs to an account, so no code was sent and nothing changed.`,
      'If you did not ask for this, you can ignore this e-mail: your account is unchanged.',
    ]),
  };
}

/** To the old address after a change of address: the owner learns of it even if someone else made it. */
export function emailChangedMail(newEmail: string): MailContent {
  return {
    kind: 'email-changed',
    subject: `The e-mail address of your ${SITE_NAME} account was changed`,
    text: letter([
      `The e-mail address of your ${SITE_NAME} account was changed to ${newEmail}. From now on you log in with that address, and this one receives no more mail from us.`,
      `If you did not make this change, someone else may have your password: at once, send us a message with the "Leave us a message" form at the foot of any ${SITE_NAME} page, giving this address, and we will help you recover the account.`,
    ]),
  };
}

export interface EnquiryMailFields {
  sellerName: string;
  yachtName: string;
  /** The yacht's page on the site (a path: the api does not know the public address it is served under). */
  yachtPath: string;
  /** Who asked, as they gave it. */
  name: string;
  /** The buyer's address and phone ("+44 7700900123", or '' when none was given), only when they chose to share them. */
  contact: { email: string; phone: string } | null;
  content: string;
  /** The conversation's page, absolute. */
  conversationUrl: string;
}

const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');

/**
 * To the seller of a yacht (and the dealer's staff): someone asked about it through the message modal
 * (/newyacht/message, /idleYacht/message), which opened a conversation (decision 045) they answer on the site.
 */
export function enquiryMail(fields: EnquiryMailFields): MailContent {
  const contact = fields.contact
    ? [`Name: ${fields.name}`, `E-mail: ${fields.contact.email}`, `Phone: ${fields.contact.phone || 'not given'}`].join('\n')
    : `${fields.name} chose not to share their e-mail address or phone yet: answer them on ${SITE_NAME}, and they can share them with you there.`;
  return {
    kind: 'yacht-enquiry',
    subject: `Enquiry about your ${fields.yachtName}`,
    text: letter(
      [
        `${fields.name} is interested in your ${fields.yachtName} on ${SITE_NAME} (${fields.yachtPath}).`,
        'Their message:',
        quoted(fields.content),
        `Answer them in the conversation: ${fields.conversationUrl}`,
        contact,
      ],
      `Hello ${fields.sellerName},`,
    ),
  };
}

/** To a visitor who asked about a yacht: where to read the seller's answer and reply (their link is the key). */
export function enquiryReceiptMail(fields: { name: string; yachtName: string; sellerName: string; conversationUrl: string }): MailContent {
  return {
    kind: 'enquiry-receipt',
    subject: `Your enquiry about the ${fields.yachtName}`,
    text: letter(
      [
        `Your message about the ${fields.yachtName} was sent to ${fields.sellerName}. We will e-mail you when they answer.`,
        `Read their answers and reply here: ${fields.conversationUrl}`,
        'This link opens your conversation without a login: keep it to yourself. Never pay a deposit or send bank details before you have seen the yacht and a contract.',
      ],
      `Hello ${fields.name},`,
    ),
  };
}

/** To the other side of a conversation: a new message (only the first of those they have not read yet). */
export function conversationMail(fields: {
  toName: string;
  fromName: string;
  yachtName: string;
  body: string;
  conversationUrl: string;
}): MailContent {
  return {
    kind: 'conversation-message',
    subject: `${fields.fromName} wrote about the ${fields.yachtName}`,
    text: letter(
      [
        `${fields.fromName} wrote to you about the ${fields.yachtName} on ${SITE_NAME}:`,
        quoted(fields.body),
        `Read and answer: ${fields.conversationUrl}`,
        'Never pay a deposit or send bank details before you have seen the yacht and a contract; report a conversation that asks you to.',
      ],
      `Hello ${fields.toName},`,
    ),
  };
}

/**
 * An operator's decision told by e-mail (a statement of reasons, or a reporter's outcome): the inbox notice's title
 * and words, and where on the site the decided item is (an absolute address: a mail is read away from the site).
 */
export function decisionMail(kind: string, told: { title: string; body: string }, link: string): MailContent {
  return { kind, subject: `${SITE_NAME}: ${told.title}`, text: letter([told.body, `On ${SITE_NAME}: ${link}`]) };
}
