// What the register and reset-password calls both send: the e-mail with the code sent to it, and the new password
// twice, each hashed before it leaves the page (product rules §5).
import { hashPassword } from '@yachts/contracts/password';

// A type, not an interface: the call's body is a plain record of strings.
export type CodeAndPasswords = {
  email: string;
  verify_code: string;
  password: string;
  repassword: string;
};

export function codeAndPasswords(input: CodeAndPasswords): CodeAndPasswords {
  return {
    email: input.email.trim(),
    verify_code: input.verify_code.trim(),
    password: hashPassword(input.password),
    repassword: hashPassword(input.repassword),
  };
}
