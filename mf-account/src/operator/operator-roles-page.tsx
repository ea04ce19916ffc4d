// The operators and their roles (admin): the list, and the form that gives a member a role or takes it away. The api
// keeps the site from being left without an admin and writes each change to the audit log.
import { useState, type FormEvent } from 'react';
import {
  ASSIGNABLE_ROLES,
  OPERATOR_ACCOUNT_API,
  OPERATOR_MESSAGES,
  OPERATOR_ROLE_LABELS,
  type AssignableRole,
  type OperatorAccount,
  type OperatorListEntry,
} from '@yachts/contracts/operators';
import { EMAIL_PATTERN } from '@yachts/contracts/rules';
import { errorMessage } from 'shared/api';
import { SelectField, TextField } from 'shared/forms';
import { ConsoleHeading, ConsoleLoaded, ConsoleTable, StatusBadge, When, operatorGet, operatorPost } from 'shared/operator';
import { useAsync, usePageTitle } from 'shared/ui';

const COLUMNS = ['Member', 'Role', 'Authenticator app', 'Given by'];
const ROLE_OPTIONS = ASSIGNABLE_ROLES.map((role) => ({ value: role, label: OPERATOR_ROLE_LABELS[role] }));

function RoleForm({ onChanged }: { onChanged: (account: OperatorAccount) => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('moderator');
  const [errors, setErrors] = useState<{ email?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) {
      setErrors({ email: OPERATOR_MESSAGES.email });
      return;
    }
    setBusy(true);
    try {
      const account = await operatorPost<OperatorAccount>(OPERATOR_ACCOUNT_API.roles, { email: address, role });
      setEmail('');
      setErrors({});
      onChanged(account);
    } catch (failure) {
      setErrors({ form: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="console-panel operator-role-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="role-form-title"
    >
      <h2 id="role-form-title">Give a member a role</h2>
      <TextField
        type="email"
        name="email"
        label="Member's e-mail address"
        value={email}
        onValueChange={setEmail}
        error={errors.email}
        onErrorClear={() => setErrors({})}
        required
      />
      <SelectField
        name="role"
        label="Role"
        value={role}
        onValueChange={(value) => setRole(value as AssignableRole)}
        options={ROLE_OPTIONS}
      />
      <p className="field-hint">Member takes the operator role away.</p>
      {errors.form ? (
        <p className="console-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Saving…' : 'Save role'}
      </button>
    </form>
  );
}

export function OperatorRolesPage() {
  usePageTitle('Operators');
  const [state, reload] = useAsync(
    (signal) => operatorGet<OperatorListEntry[]>(OPERATOR_ACCOUNT_API.roles, undefined, signal),
    'operator-roles',
  );
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="console-page">
      <ConsoleHeading
        title="Operators"
        count={state.status === 'ready' ? state.data.length : undefined}
        countLabel="operators"
        lead="Moderators look after the community; admins can do everything, including giving roles."
      />
      <p className="operator-notice" role="status">
        {notice}
      </p>
      <ConsoleLoaded state={state} reload={reload} what="the operators">
        {(operators) => (
          <ConsoleTable caption="Operators and their roles" columns={COLUMNS}>
            {operators.map((entry) => (
              <tr key={entry.uuid}>
                <td>
                  {entry.name}
                  <br />
                  <span className="console-meta">{entry.email}</span>
                </td>
                <td>{OPERATOR_ROLE_LABELS[entry.role]}</td>
                <td>
                  {entry.totp_enabled ? <StatusBadge tone="good">Set up</StatusBadge> : <StatusBadge tone="waiting">Not yet</StatusBadge>}
                </td>
                <td>
                  {entry.granted_by}
                  <br />
                  <When at={entry.granted_at} />
                </td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </ConsoleLoaded>
      <RoleForm
        onChanged={(account) => {
          setNotice(
            account.role === 'member'
              ? `${account.email} is no longer an operator.`
              : `${account.email} now has the ${OPERATOR_ROLE_LABELS[account.role].toLowerCase()} role.`,
          );
          reload();
        }}
      />
    </div>
  );
}
