// Every validation rule and message of docs/product.md §5, written once: the browser's forms and the api's routes
// both validate with these schemas, so a rule cannot drift between the two sides.
import { array, mixed, number, object, ref, string, ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import {
  cleanDisplayName,
  DIGITS_PATTERN,
  displayNameProblem,
  EMAIL_PATTERN,
  LIMITS,
  MESSAGES,
  PASSWORD_PATTERN,
  VERIFY_CODE_PATTERN,
  type FieldErrors,
} from './rules';

export * from './rules';

export const EmailSchema = string()
  .trim()
  .required(MESSAGES.emailRequired)
  .max(LIMITS.emailMax, MESSAGES.emailInvalid)
  .matches(EMAIL_PATTERN, MESSAGES.emailInvalid);

/**
 * A member's public name (decision 036), cleaned (cleanDisplayName) and checked: 3-30 letters, digits, spaces, - _ or
 * ., not a neutral "Member 1234". Whether it is taken only the api can tell ('This display name is taken…').
 * Absent passes: the profile call changes only what it is given; sign-up adds `.required`.
 */
export const OptionalDisplayNameSchema = string()
  .transform((value: unknown) => (typeof value === 'string' ? cleanDisplayName(value) : value))
  .test('display-name', MESSAGES.displayNameFormat, function check(value) {
    if (value === undefined) return true;
    const problem = displayNameProblem(value);
    return problem === null ? true : this.createError({ message: problem });
  });
export const DisplayNameSchema = OptionalDisplayNameSchema.required(MESSAGES.displayNameRequired);

/** What the user types; the browser hashes it before sending (the api checks what it receives: decision 013). */
export const PasswordSchema = string().required(MESSAGES.password).matches(PASSWORD_PATTERN, MESSAGES.password);
export const VerifyCodeSchema = string()
  .trim()
  .required(MESSAGES.verifyCodeInvalid)
  .matches(VERIFY_CODE_PATTERN, MESSAGES.verifyCodeInvalid);

/**
 * An optional mobile number with its dialling code (the enquiry and the entry applications). A format rule, so the
 * format message: 'Please enter mobile number' is the required message of the feedback form (product rules §5).
 */
export const OptionalMobileFields = {
  area_code: string()
    .trim()
    .matches(/^\d{0,4}$/, MESSAGES.mobileInvalid)
    .default(''),
  mobile: string()
    .trim()
    .matches(/^\d{0,15}$/, MESSAGES.mobileInvalid)
    .default(''),
};

export const SideMessageSchema = object({
  email: EmailSchema,
  content: string().trim().required(MESSAGES.messageRequired).max(LIMITS.messageMax, MESSAGES.tooLong(LIMITS.messageMax)),
});

/**
 * An enquiry about a yacht (the message modal: /newyacht/message, /idleYacht/message): a name, the e-mail rules of
 * product rules §5 and 'Please leave a message.', an optional mobile number with its dialling code.
 */
export const EnquirySchema = SideMessageSchema.shape({
  // Who the seller answers: asked of visitors and members alike (a member's is filled in from their profile).
  name: string().trim().required(MESSAGES.nameRequired).max(LIMITS.nameMax, MESSAGES.tooLong(LIMITS.nameMax)),
  yacht_id: string()
    .trim()
    .required(MESSAGES.yachtMissing)
    .matches(DIGITS_PATTERN, MESSAGES.yachtMissing)
    .meta({ description: 'The yacht asked about' }),
  ...OptionalMobileFields,
});

export const LoginSchema = object({ email: EmailSchema, password: PasswordSchema });
export const CodeLoginSchema = object({ email: EmailSchema, verify_code: VerifyCodeSchema });
export const ResetPasswordSchema = object({
  email: EmailSchema,
  verify_code: VerifyCodeSchema,
  password: PasswordSchema,
  repassword: string()
    .required(MESSAGES.password)
    .oneOf([ref('password')], MESSAGES.passwordsDiffer),
});
/** Sign-up: the reset's fields and the display name the member is known by (decision 036). */
export const RegisterSchema = ResetPasswordSchema.shape({ name: DisplayNameSchema });
export const ChangePasswordSchema = object({
  old_password: PasswordSchema,
  new_password: PasswordSchema,
  repassword: string()
    .required(MESSAGES.password)
    .oneOf([ref('new_password')], MESSAGES.passwordsDiffer),
});
export const SendCodeSchema = object({ email: EmailSchema });

/** The feedback's message and reply address: the same rules in the popup and in the api's check of the report. */
const feedbackMessage = string().trim().required(MESSAGES.feedbackMessage).max(LIMITS.feedbackMax, MESSAGES.tooLong(LIMITS.feedbackMax));
const feedbackEmail = string()
  .trim()
  .required(MESSAGES.feedbackEmail)
  .max(LIMITS.emailMax, MESSAGES.emailInvalid)
  .matches(EMAIL_PATTERN, MESSAGES.emailInvalid);

/** The feedback popup as the user fills it in (product rules §5): every field, and a photo when photos are required. */
export const FeedbackFormSchema = object({
  type: string().required(MESSAGES.feedbackType),
  content: feedbackMessage,
  email: feedbackEmail,
  mobile: string()
    .trim()
    .required(MESSAGES.feedbackMobile)
    .max(LIMITS.mobileMax, MESSAGES.mobileInvalid)
    .matches(DIGITS_PATTERN, MESSAGES.mobileInvalid),
  photoCount: number()
    .default(0)
    .when('$photosRequired', {
      is: true,
      then: (schema) => schema.min(1, MESSAGES.feedbackImage),
    }),
});

/** The feedback report as the api receives it (product rules §3 payload): type, message and e-mail are required. */
export const FeedbackReportSchema = object({
  feedback_type: number()
    .typeError(MESSAGES.feedbackType)
    .required(MESSAGES.feedbackType)
    .integer(MESSAGES.feedbackType)
    .min(1, MESSAGES.feedbackType)
    .max(LIMITS.intMax, MESSAGES.feedbackType)
    .meta({ description: 'A value of data.feedback_types of GET /api/v1/config/website' }),
  feedback_advice: feedbackMessage,
  email: feedbackEmail,
  area_code: string()
    .trim()
    .default('')
    .test('digits', MESSAGES.mobileInvalid, (value) => !value || /^\d{1,4}$/.test(value)),
  mobile: string()
    .trim()
    .default('')
    .max(LIMITS.mobileMax, MESSAGES.mobileInvalid)
    .test('digits', MESSAGES.mobileInvalid, (value) => !value || DIGITS_PATTERN.test(value)),
  problem_img: array(string().required())
    .default([])
    .max(LIMITS.maxFeedbackPhotos, `Please upload at most ${LIMITS.maxFeedbackPhotos} photos.`),
});

export const LinkSchema = object({
  title: string().trim().required(MESSAGES.linkTitle).max(LIMITS.postTitleMax, MESSAGES.tooLong(LIMITS.postTitleMax)),
  url: string()
    .trim()
    .required(MESSAGES.linkUrl)
    .matches(/^https?:\/\/[^\s]+$/i, MESSAGES.linkUrlInvalid),
});

/** A community post (product rules §5 "other message sets"). */
export const TopicSchema = object({
  title: string().trim().required(MESSAGES.postTitle).max(LIMITS.postTitleMax, MESSAGES.postTitleLength),
  content: string().trim().required(MESSAGES.postContent),
  images: array(string().required()).default([]).min(1, MESSAGES.postImage),
  module_id: mixed<string | number>().required(MESSAGES.postSection),
  links: array(LinkSchema).default([]),
});
export const CommentSchema = object({ content: string().trim().required(MESSAGES.comment) });

/** The first message for each field of a failed validation, keyed by field path. */
export function toFieldErrors(error: unknown): FieldErrors {
  // By name, not `instanceof`: each federated container bundles its own copy of the contracts and yup, so a schema
  // built in an area and validated by shared/forms throws the area's ValidationError class.
  if (!ValidationError.isError(error)) throw error;
  const errors: FieldErrors = {};
  const all = error.inner.length > 0 ? error.inner : [error];
  for (const item of all) {
    const key = item.path ?? '';
    if (!(key in errors)) errors[key] = item.errors[0] ?? item.message;
  }
  return errors;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** Validates every field (not just up to the first failure) and returns the cleaned value or the messages. */
export function validate<T extends AnyObject>(schema: ObjectSchema<T>, input: unknown, context?: AnyObject): Validated<T> {
  try {
    const value = schema.validateSync(input, { abortEarly: false, stripUnknown: true, context });
    return { ok: true, value: value as T };
  } catch (error) {
    return { ok: false, errors: toFieldErrors(error) };
  }
}
