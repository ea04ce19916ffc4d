// Why an action needs an account: shown in the login-required modal a visitor gets instead (docs/product.md §2, §6).
export const LOGIN_REASONS = {
  praise: 'Log in to praise posts and comments.',
  follow: 'Log in to follow topics and hear about new comments.',
  save: 'Log in to save posts to your collection.',
  report: 'Log in to report a post or a comment.',
  comment: 'Log in to join the conversation.',
} as const;
