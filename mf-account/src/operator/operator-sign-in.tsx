// The second factor of an operator's login (decision 032), the account area's page in the console (decision 033):
// the host mounts it when the operator has not passed the factor in this login. An operator without the
// authenticator app sets it up here (a QR code, or the key typed in; confirmed with the app's first code; then the
// recovery codes, shown once); afterwards each login enters the app's code, or a recovery code.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  OPERATOR_ACCOUNT_API,
  OPERATOR_MESSAGES,
  RECOVERY_CODE_PATTERN,
  TOTP_CODE_PATTERN,
  type OperatorMe,
  type TotpSetup,
} from '@yachts/contracts/operators';
import { SITE_NAME } from '@yachts/contracts/site';
import { errorMessage } from 'shared/api';
import { TextField, useOneFieldSubmit } from 'shared/forms';
import { operatorSignedPost, operatorStore } from 'shared/operator';
import { usePageTitle } from 'shared/ui';
import { QrCode } from './qr-code';
import '../account.css';

/** What the code field takes: the app's 6 digits or a recovery code, spaces ignored. */
function codeProblem(code: string, recoveryAllowed: boolean): string | null {
  if (TOTP_CODE_PATTERN.test(code)) return null;
  if (recoveryAllowed && RECOVERY_CODE_PATTERN.test(code)) return null;
  return OPERATOR_MESSAGES.codeFormat;
}

/** The secret as an app asks for it typed: groups of four. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

function CodeForm({
  label,
  submitLabel,
  recoveryAllowed,
  onCode,
}: {
  label: string;
  submitLabel: string;
  recoveryAllowed: boolean;
  onCode: (code: string) => Promise<void>;
}) {
  const { field, busy, onSubmit } = useOneFieldSubmit({
    clean: (typed) => typed.replace(/\s+/g, ''),
    check: (code) => codeProblem(code, recoveryAllowed),
    send: onCode,
  });

  return (
    <form className="operator-code-form" noValidate onSubmit={onSubmit}>
      <TextField
        name="code"
        label={label}
        {...field}
        autoComplete="one-time-code"
        inputMode={recoveryAllowed ? 'text' : 'numeric'}
        spellCheck={false}
        autoCapitalize="none"
        required
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Checking…' : submitLabel}
      </button>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <section className="console-panel" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title">Save your recovery codes</h2>
      <p>
        Each code lets you in once if you lose your phone. Keep them somewhere safe, such as a password manager: this is the only time they
        are shown.
      </p>
      <ul className="operator-recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-primary" onClick={onDone}>
        I have saved them: open the console
      </button>
    </section>
  );
}

function SetUp({ me }: { me: OperatorMe }) {
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    setError(null);
    try {
      setSetup(await operatorSignedPost<TotpSetup>(OPERATOR_ACCOUNT_API.totpSetup));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  if (codes) return <RecoveryCodes codes={codes} onDone={() => void operatorStore.load(me.uuid, true)} />;
  if (!setup) {
    return (
      <section className="console-panel" aria-labelledby="operator-setup-title">
        <h1 id="operator-setup-title">Set up your authenticator app</h1>
        <p>
          Your account has the {me.role} role on {SITE_NAME}. Operator logins need a second step: a code from an authenticator app on your
          phone (such as Google Authenticator, Microsoft Authenticator, 1Password or Authy).
        </p>
        {error ? (
          <p className="console-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="button" className="btn btn-primary" onClick={() => void start()} disabled={busy}>
          {busy ? 'Preparing…' : 'Set up the app'}
        </button>
      </section>
    );
  }
  return (
    <section className="console-panel" aria-labelledby="operator-setup-title">
      <h1 id="operator-setup-title">Scan this code with your app</h1>
      <QrCode text={setup.otpauth_url} label={`QR code for your authenticator app: ${SITE_NAME}, ${me.email}`} />
      <p>
        Can&apos;t scan it? Add an account in the app by hand with this key:{' '}
        <code className="operator-secret" data-secret={setup.secret}>
          {grouped(setup.secret)}
        </code>
      </p>
      <CodeForm
        label="The 6-digit code your app shows"
        submitLabel="Confirm"
        recoveryAllowed={false}
        onCode={async (code) => {
          const answer = await operatorSignedPost<{ recovery_codes: string[] }>(OPERATOR_ACCOUNT_API.totpEnable, { code });
          setCodes(answer.recovery_codes);
        }}
      />
    </section>
  );
}

function Verify({ me }: { me: OperatorMe }) {
  return (
    <section className="console-panel" aria-labelledby="operator-verify-title">
      <h1 id="operator-verify-title">Enter your authenticator code</h1>
      <p>
        You are signed in as {me.email}. To open the operator console, enter the 6-digit code your authenticator app shows now. Lost your
        phone? Enter one of your recovery codes instead ({me.recovery_codes_left} left).
      </p>
      <CodeForm
        label="Code"
        submitLabel="Continue"
        recoveryAllowed
        onCode={async (code) => {
          const passed = await operatorSignedPost<OperatorMe>(OPERATOR_ACCOUNT_API.totpVerify, { code });
          operatorStore.accept(passed);
        }}
      />
    </section>
  );
}

const OperatorSignIn = observer(function OperatorSignIn() {
  const me = operatorStore.me;
  usePageTitle(me?.totp === 'enabled' ? 'Operator sign-in' : 'Set up your authenticator app');
  if (!me) return null;
  return me.totp === 'enabled' ? <Verify me={me} /> : <SetUp me={me} />;
});

export default OperatorSignIn;
