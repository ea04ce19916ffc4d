// The rules' words and numbers of docs/product.md §5, written once and free of the validation library: pages that
// only show a limit or a message import these without bringing yup (decision 023); ./validation builds the
// schemas from them.

/** The message texts of product rules §5, word for word where they give them. */
export const MESSAGES = {
  emailInvalid: 'The e-mail address format is incorrect. Please re-enter it.',
  emailRequired: 'Please enter e-mail address.',
  verifyCodeInvalid: 'The verification code format is incorrect. Please re-enter it.',
  password: 'Please enter a password consists of 6-16 english character and numbers',
  messageRequired: 'Please leave a message.',
  passwordsDiffer: 'New and confirmed passwords are not the same!',
  agreement: 'Please read and agree to the User Agreement and Privacy Policy',
  keywords: 'Please enter keywords',
  feedbackType: 'Please choose question type',
  feedbackMessage: 'Please enter message',
  feedbackEmail: 'Please enter email',
  feedbackMobile: 'Please enter mobile number',
  feedbackImage: 'Please upload at least one image',
  photoFormat: (formats: string) => `Please upload photos in ${formats} formats`,
  // Product rules §5 name these message sets without their words; the words are ours.
  postTitle: 'Please enter a title.',
  postTitleLength: 'The title can be 1-200 characters long.',
  postContent: 'Please enter the main text.',
  postImage: 'Please upload at least one image.',
  postSection: 'Please choose a section.',
  comment: 'Please enter a comment.',
  linkTitle: 'Please enter the link title.',
  linkUrl: 'Please enter the link URL.',
  yachtMissing: 'This yacht is no longer listed.',
  linkUrlInvalid: 'Please enter a full web address starting with http:// or https://.',
  tooLong: (max: number) => `Please keep this to ${max} characters or fewer.`,
  mobileInvalid: 'Please enter the mobile number in digits only.',
  nameRequired: 'Please enter your name.',
  // A member's public name (decision 036): chosen at sign-up, never taken from the e-mail address.
  displayNameRequired: 'Please choose a display name.',
  displayNameFormat: 'A display name has 3-30 letters, digits, spaces, - _ or .',
  displayNameReserved: 'Names like “Member 1234” are kept for members who have not chosen one. Please choose another.',
  displayNameTaken: 'This display name is taken. Please choose another.',
} as const;

/** Under every display-name field (sign-up, profile): the rule before the member trips over it. */
export const DISPLAY_NAME_HINT =
  'Shown with your topics and comments instead of your e-mail address. 3-30 letters, digits, spaces, - _ or .';

export const LIMITS = {
  passwordMin: 6,
  passwordMax: 16,
  postTitleMax: 200,
  emailMax: 254,
  messageMax: 2000,
  feedbackMax: 2000,
  mobileMax: 15,
  /** A person's name as a seller reads it on an enquiry. */
  nameMax: 80,
  /** A member's display name, in characters (code points, not UTF-16 units). */
  displayNameMin: 3,
  displayNameMax: 30,
  maxFeedbackPhotos: 5,
  verifyCodeLength: 6,
  /** Largest value of a PostgreSQL `integer` (and `serial` id): a bigger number names nothing and fails the cast. */
  intMax: 2_147_483_647,
} as const;

// A pragmatic form of the HTML living standard's e-mail pattern, with a dot required in the domain.
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
export const PASSWORD_PATTERN = /^[A-Za-z0-9]{6,16}$/;
export const VERIFY_CODE_PATTERN = /^\d{6}$/;
export const DIGITS_PATTERN = /^\d+$/;
/**
 * A display name (decision 036): words of letters of any script (with their combining marks), decimal digits, `-`,
 * `_` and `.`, one space between words. The length (3-30 characters) is checked apart, in code points.
 */
export const DISPLAY_NAME_PATTERN = /^[\p{L}\p{M}\p{Nd}_.-]+(?: [\p{L}\p{M}\p{Nd}_.-]+)*$/u;
/** The neutral names given to members who have not chosen one ("Member 1042"): nobody can choose one. */
export const RESERVED_DISPLAY_NAME_PATTERN = /^member \d+$/i;

/**
 * What a typed display name is stored as: one Unicode form (NFC, so "é" typed two ways is one name), no spaces at
 * the ends, runs of white space made one space.
 */
export function cleanDisplayName(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/** The message for a cleaned display name's shape, or null when it is a name one may choose (taken or not). */
export function displayNameProblem(name: string): string | null {
  if (name === '') return MESSAGES.displayNameRequired;
  const length = [...name].length;
  if (length < LIMITS.displayNameMin || length > LIMITS.displayNameMax || !DISPLAY_NAME_PATTERN.test(name)) {
    return MESSAGES.displayNameFormat;
  }
  if (RESERVED_DISPLAY_NAME_PATTERN.test(name)) return MESSAGES.displayNameReserved;
  return null;
}

/** The first message for each field of a failed validation, keyed by field path. */
export type FieldErrors = Record<string, string>;
