// The answers of the operator's own calls (contracts/src/operators.ts, decision 032).
import { Type, type Static } from 'typebox';
import { DateTime } from './common';

const Role = Type.Union([Type.Literal('moderator'), Type.Literal('admin')]);
/** The standing of any account: a plain member, or an operator's role. */
const MemberOrOperator = Type.Union([Type.Literal('member'), Role]);

/** Who an account is, as every operator answer names it. */
const accountFields = {
  uuid: Type.String(),
  email: Type.String(),
  name: Type.String(),
};

/** data of GET /api/v1/operator/me and of a passed second factor. */
export const OperatorMeSchema = Type.Object({
  ...accountFields,
  role: Role,
  totp: Type.Union([Type.Literal('none'), Type.Literal('pending'), Type.Literal('enabled')], {
    description: 'none: not set up; pending: a secret was given but not confirmed with a code; enabled: in use',
  }),
  verified: Type.Boolean({ description: 'Whether this login has passed the second factor (and for how long: verified_until)' }),
  verified_until: Type.Union([DateTime(), Type.Null()]),
  recovery_codes_left: Type.Integer(),
});
export type OperatorMe = Static<typeof OperatorMeSchema>;

/** data of POST /api/v1/operator/totp/setup: what the authenticator app is given (as a QR code or typed in). */
export const TotpSetupSchema = Type.Object({
  secret: Type.String({ description: 'Base32, for typing into the app' }),
  otpauth_url: Type.String({ description: 'otpauth://totp/… for a QR code' }),
});
export type TotpSetup = Static<typeof TotpSetupSchema>;

export const RecoveryCodesSchema = Type.Object({
  recovery_codes: Type.Array(Type.String(), { description: 'Each works once instead of a code; shown only now' }),
});

/** A member's operator standing, as an admin sets it. */
export const OperatorAccountSchema = Type.Object({
  ...accountFields,
  role: MemberOrOperator,
});
export type OperatorAccount = Static<typeof OperatorAccountSchema>;

/** One operator action: who, what, when, and the state before and after. */
export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  actor: Type.String({ description: "The operator's e-mail address, or 'automation' for the bearer token" }),
  action: Type.String({ examples: ['sell-application.review', 'role.grant'] }),
  target_kind: Type.String(),
  target_id: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  created_at: DateTime(),
});
export type AuditEntry = Static<typeof AuditEntrySchema>;

/** One operator in the admin's list: their role, whether their app is set up, who gave the role and when. */
export const OperatorListEntrySchema = Type.Object({
  ...accountFields,
  role: Role,
  totp_enabled: Type.Boolean(),
  granted_by: Type.String({ description: "An admin's e-mail address, or 'command' for the first admin" }),
  granted_at: DateTime(),
});
export type OperatorListEntry = Static<typeof OperatorListEntrySchema>;

/** A member as the console's members page shows them. */
export const MemberRecordSchema = Type.Object({
  ...accountFields,
  role: MemberOrOperator,
  email_verified: Type.Boolean(),
  created_at: DateTime(),
  suspended_at: Type.Union([DateTime(), Type.Null()]),
  suspended_reason: Type.Union([Type.String(), Type.Null()]),
  logins: Type.Integer({ description: 'Logins that are live now (devices signed in)' }),
});
export type MemberRecord = Static<typeof MemberRecordSchema>;

/** A message a visitor wrote to the team: a feedback report or a side message. */
export const VisitorMessageSchema = Type.Object({
  source: Type.Union([Type.Literal('feedback'), Type.Literal('side-message')]),
  id: Type.Integer(),
  email: Type.String(),
  text: Type.String(),
  topic: Type.Union([Type.String(), Type.Null()], { description: "A feedback report's type; null for a side message" }),
  phone: Type.Union([Type.String(), Type.Null()], { description: '+area mobile, when the visitor gave one' }),
  images: Type.Array(Type.String()),
  created_at: DateTime(),
  handled_at: Type.Union([DateTime(), Type.Null()]),
  handled_by: Type.Union([Type.String(), Type.Null()]),
});
export type VisitorMessage = Static<typeof VisitorMessageSchema>;
