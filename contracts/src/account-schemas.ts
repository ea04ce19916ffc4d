// The account api's request schemas (yup), apart from its call paths and words in ./account so that a page which
// only calls the api does not bring the validation library (decision 023).
import { object, ref, string } from 'yup';
import { CODE_EVENTS } from './account';
import { PASSWORD_HASH_PATTERN } from './password';
import { DisplayNameSchema, EmailSchema, MESSAGES, OptionalDisplayNameSchema, VerifyCodeSchema } from './validation';

/** The display-name rule as the API reference states it (its checks are a test of their own, not min/max/matches). */
const DISPLAY_NAME_RULE =
  '3-30 characters: letters of any script, digits, spaces, - _ or .; stored trimmed with one space between words; ' +
  'unique ignoring case; "Member 1234" names are kept for members who have not chosen one.';

const PasswordHashSchema = string()
  .required(MESSAGES.password)
  .matches(PASSWORD_HASH_PATTERN, MESSAGES.password)
  .meta({ description: 'hashPassword(typed password): the browser never sends the password itself' });
const RepeatHashSchema = (field: string) =>
  string()
    .required(MESSAGES.password)
    .oneOf([ref(field)], MESSAGES.passwordsDiffer);

// Wire schemas: what the api receives (passwords already hashed). The forms validate what the user typed with
// the schemas of ./validation, then send through the call functions that hash.
export const SendCodeRequestSchema = object({
  /** Not needed for `verify` (the account's own address is used). */
  email: string().trim().default(''),
  event: string()
    .required('Please choose what the code is for.')
    .oneOf([...CODE_EVENTS], 'Please choose what the code is for.'),
});
export const ResetPasswordRequestSchema = object({
  email: EmailSchema,
  verify_code: VerifyCodeSchema,
  password: PasswordHashSchema,
  repassword: RepeatHashSchema('password'),
});
export const RegisterRequestSchema = ResetPasswordRequestSchema.shape({
  name: DisplayNameSchema.meta({ description: `The display name other members see (decision 036). ${DISPLAY_NAME_RULE}` }),
});
export const PasswordLoginRequestSchema = object({ email: EmailSchema, password: PasswordHashSchema });
export const CodeLoginRequestSchema = object({ email: EmailSchema, verify_code: VerifyCodeSchema });
export const ChangePasswordRequestSchema = object({
  old_password: PasswordHashSchema,
  new_password: PasswordHashSchema,
  repassword: RepeatHashSchema('new_password'),
});
export const ChangeEmailRequestSchema = object({ password: PasswordHashSchema, email: EmailSchema, verify_code: VerifyCodeSchema });
export const VerifyEmailRequestSchema = object({ verify_code: VerifyCodeSchema });
export const ProfileRequestSchema = object({
  name: OptionalDisplayNameSchema.meta({ description: `A new display name (decision 036). ${DISPLAY_NAME_RULE}` }),
  avatar_url: string()
    .trim()
    .max(300)
    .optional()
    .meta({ description: 'A URL from POST /index/ajax/pic in this visitor session, or "" for none' }),
});
