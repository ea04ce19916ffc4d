// The listing report's request schema (yup), apart from its words in ./listing-reports, as the community keeps its
// schemas apart from its words: the report dialog and the api check the same fields with it.
import { object, string } from 'yup';
import { LISTING_REPORT_LIMITS, LISTING_REPORT_MESSAGES, LISTING_REPORT_REASONS } from './listing-reports';
import { EMAIL_PATTERN, LIMITS, MESSAGES } from './rules';

export const ListingReportSchema = object({
  reason: string()
    .required(LISTING_REPORT_MESSAGES.reason)
    .oneOf([...LISTING_REPORT_REASONS], LISTING_REPORT_MESSAGES.reason),
  detail: string().trim().default('').max(LISTING_REPORT_LIMITS.detailMax, LISTING_REPORT_MESSAGES.detailTooLong),
  /** Optional: where the reporter would like our answer (DSA Art. 16(2)(c)). */
  email: string()
    .trim()
    .default('')
    .max(LIMITS.emailMax, MESSAGES.emailInvalid)
    .test('email', MESSAGES.emailInvalid, (value) => !value || EMAIL_PATTERN.test(value)),
});
