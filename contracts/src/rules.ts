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
} as const;

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

/** The first message for each field of a failed validation, keyed by field path. */
export type FieldErrors = Record<string, string>;
