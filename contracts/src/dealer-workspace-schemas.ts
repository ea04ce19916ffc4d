// The dealer workspace's request schemas (yup), apart from its call paths and words in ./dealer-workspace: the
// profile form and the invitation, checked with the same rules in the browser and in the api (decision 045).
import { array, object, string } from 'yup';
import {
  DEALER_LANGUAGE_PATTERN,
  DEALER_LIMITS,
  DEALER_MESSAGES,
  DEALER_PHONE_PATTERN,
  DEALER_ROLES,
  languageName,
} from './dealer-workspace';
import { WEB_ADDRESS, withWebScheme } from './selling-schemas';
import { EMAIL_PATTERN, LIMITS } from './validation';

/** Opening hours as stored: each line trimmed, blank lines left out. */
export function openingHoursText(value: string): string {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** The dealer page's own fields (the name, slug and category come from the approved business entry). */
export const DealerProfileSchema = object({
  address: string().trim().max(DEALER_LIMITS.addressMax, DEALER_MESSAGES.address).default(''),
  phone: string()
    .trim()
    .max(DEALER_LIMITS.phoneMax, DEALER_MESSAGES.phone)
    .matches(DEALER_PHONE_PATTERN, DEALER_MESSAGES.phone)
    .default(''),
  opening_hours: string()
    .transform((value: unknown) => (typeof value === 'string' ? openingHoursText(value) : value))
    .max(DEALER_LIMITS.openingHoursMax, DEALER_MESSAGES.openingHours)
    .test('lines', DEALER_MESSAGES.openingHours, (value) => (value ?? '').split('\n').length <= DEALER_LIMITS.openingHoursLines)
    .default(''),
  languages: array(
    string()
      .transform((value: unknown) => (typeof value === 'string' ? languageName(value) : value))
      .required(DEALER_MESSAGES.language)
      .max(DEALER_LIMITS.languageMax, DEALER_MESSAGES.language)
      .matches(DEALER_LANGUAGE_PATTERN, DEALER_MESSAGES.language),
  )
    .transform((value: unknown) =>
      Array.isArray(value) ? value.filter((item, index) => typeof item !== 'string' || value.indexOf(item) === index) : value,
    )
    .max(DEALER_LIMITS.languagesMax, DEALER_MESSAGES.languages)
    .default([]),
  about: string().trim().max(DEALER_LIMITS.aboutMax, DEALER_MESSAGES.about).default(''),
  // Like the entry form's website (selling-schemas): "example.com" becomes https://example.com; other schemes are refused.
  website: string()
    .trim()
    .transform((value: unknown) => (typeof value === 'string' ? withWebScheme(value) : value))
    .max(DEALER_LIMITS.websiteMax, DEALER_MESSAGES.website)
    .matches(WEB_ADDRESS, DEALER_MESSAGES.website)
    .default(''),
  /** The logo: an upload of the member's own (the api checks it), or empty for none. */
  logo_url: string().trim().max(300, DEALER_MESSAGES.logoUrl).default(''),
});

/** An invitation to the workspace. */
export const DealerInviteSchema = object({
  email: string()
    .trim()
    .lowercase()
    .required(DEALER_MESSAGES.email)
    .max(LIMITS.emailMax, DEALER_MESSAGES.email)
    .matches(EMAIL_PATTERN, DEALER_MESSAGES.email),
  role: string().oneOf(DEALER_ROLES, DEALER_MESSAGES.role).default('staff'),
});
