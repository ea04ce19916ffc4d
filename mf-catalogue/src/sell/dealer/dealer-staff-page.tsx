// /sell/dealer/staff (owners): the people of the workspace (decision 045): the page's own account, the staff and the
// open invitations, each removable after a confirmation but the page's account; and the invitation form (an e-mail
// address and a role). What happened is said in a status line for screen readers and in a toast.
import { useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { DEALER_LIMITS, DEALER_MESSAGES, DEALER_ROLE_LABELS } from '@yachts/contracts/dealer-workspace';
import { DealerInviteSchema } from '@yachts/contracts/dealer-workspace-schemas';
import { validate } from '@yachts/contracts/validation';
import type { DealerStaffMember } from '@yachts/contracts/wire/dealer-workspace';
import { errorMessage, isSilentCancel } from 'shared/api';
import { FormFailure, SelectField, TextField, useForm, usePressCall } from 'shared/forms';
import { ConfirmDialog } from 'shared/modals';
import { AsyncView, BusyButton, formatDate, showToast, useMemberAsync } from 'shared/ui';
import { inviteDealerStaff } from './api/invite-dealer-staff';
import { listDealerStaff } from './api/list-dealer-staff';
import { removeDealerStaff } from './api/remove-dealer-staff';
import { DealerWorkspacePage } from './dealer-frame';
import { LoginPanel } from '../sell-panels';
import { SkeletonRows } from '../sell-async-view';
import { SellBadge } from '../status-badge';

const ROLE_OPTIONS = [
  { value: 'staff', label: 'Staff: the stock and the conversations' },
  { value: 'owner', label: 'Co-owner: also the dealer page and the staff' },
];

function whoOf(member: DealerStaffMember): string {
  return member.name ?? member.email;
}

function StaffRow({ member, onRemove }: { member: DealerStaffMember; onRemove: (member: DealerStaffMember) => void }) {
  const titleId = useId();
  return (
    <li className="surface-panel dealer-staff-row" aria-labelledby={titleId}>
      <div className="dealer-staff-who">
        <p id={titleId} className="dealer-staff-name">
          {whoOf(member)}
        </p>
        <p className="dealer-staff-meta">
          {member.name ? member.email : null}
          {member.accountEmail ? ` · accepted as ${member.accountEmail}` : null}
        </p>
        <p className="dealer-staff-meta">
          {member.id === null
            ? 'The account the dealer page belongs to'
            : member.status === 'invited'
              ? `Invited ${member.invitedAt ? formatDate(member.invitedAt) : ''}; the link in the mail has not been used yet`
              : `Joined ${member.acceptedAt ? formatDate(member.acceptedAt) : ''}`}
        </p>
      </div>
      <div className="dealer-staff-badges">
        <SellBadge label={DEALER_ROLE_LABELS[member.role]} tone={member.role === 'owner' ? 'ok' : undefined} />
        {member.status === 'invited' ? <SellBadge label="Invited" tone="warn" /> : null}
      </div>
      {member.removable && member.id !== null ? (
        <button type="button" className="btn btn-secondary btn-small" onClick={() => onRemove(member)}>
          Remove<span className="visually-hidden"> {whoOf(member)}</span>
        </button>
      ) : null}
    </li>
  );
}

function InviteForm({ onInvited }: { onInvited: (message: string) => void }) {
  const form = useForm<{ email: string; role: string }>({ email: '', role: 'staff' });
  const { busy: sending, failure, setFailure, run } = usePressCall();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const result = validate(DealerInviteSchema, form.values);
    if (!result.ok) {
      form.setErrors(result.errors);
      return;
    }
    run(
      () => inviteDealerStaff(result.value.email, result.value.role),
      () => {
        form.reset();
        onInvited(DEALER_MESSAGES.invited(result.value.email));
      },
    );
  };

  return (
    <section className="surface-panel sell-card" aria-labelledby="dealer-invite-title">
      <h2 id="dealer-invite-title">Invite a colleague</h2>
      <p className="sell-note">
        We e-mail them a link to join. They log in (or sign up) with any address; you see here which account accepted. Up to{' '}
        {DEALER_LIMITS.staffMax} staff and invitations.
      </p>
      <form
        className="dealer-invite-form"
        onSubmit={submit}
        noValidate
        aria-labelledby="dealer-invite-title"
        aria-busy={sending || undefined}
      >
        <TextField {...form.bind('email')} formId="dealer-invite" type="email" label="E-mail address" required maxLength={254} />
        <SelectField {...form.bind('role')} formId="dealer-invite" label="Role" options={ROLE_OPTIONS} />
        <FormFailure message={failure} />
        <BusyButton type="submit" className="btn btn-primary" busy={sending} busyLabel="Sending…">
          Send the invitation
        </BusyButton>
      </form>
    </section>
  );
}

const StaffList = observer(function StaffList() {
  const [state, reload] = useMemberAsync((signal) => listDealerStaff(signal), 'dealer-staff');
  const [asking, setAsking] = useState<DealerStaffMember | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');

  const tell = (message: string) => {
    setSaid(message);
    showToast(message, { tone: 'success' });
    reload();
  };

  const remove = async () => {
    if (!asking || asking.id === null || busy) return;
    setBusy(true);
    try {
      await removeDealerStaff(asking.id);
      setAsking(null);
      tell(`${whoOf(asking)} was removed from the workspace.`);
    } catch (error) {
      if (!isSilentCancel(error)) showToast(errorMessage(error), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className="visually-hidden" role="status">
        {said}
      </p>
      <AsyncView
        state={state}
        reload={reload}
        skeleton={<SkeletonRows label="Loading the staff" media={false} />}
        errorTitle="We couldn’t load the staff"
        login={<LoginPanel title="Log in to see the staff" />}
      >
        {(members) => (
          <section aria-labelledby="dealer-staff-title">
            <h2 id="dealer-staff-title" className="dealer-section-title">
              People ({members.length})
            </h2>
            <ul className="stack-list dealer-staff-list" aria-labelledby="dealer-staff-title">
              {members.map((member) => (
                <StaffRow key={member.id ?? 'owner'} member={member} onRemove={setAsking} />
              ))}
            </ul>
          </section>
        )}
      </AsyncView>
      <InviteForm onInvited={tell} />
      {asking ? (
        <ConfirmDialog
          title={asking.status === 'invited' ? 'Cancel this invitation?' : 'Remove this person?'}
          message={
            asking.status === 'invited'
              ? `The link sent to ${asking.email} will stop working.`
              : `${whoOf(asking)} will no longer see the dealer’s stock and conversations. You can invite them again later.`
          }
          confirmLabel={asking.status === 'invited' ? 'Cancel the invitation' : 'Remove'}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </>
  );
});

export const DealerStaffPage = observer(function DealerStaffPage() {
  return (
    <DealerWorkspacePage
      title="Staff"
      loginTitle="Log in to manage your staff"
      owners
      intro={(workspace) => (
        <>
          The people who work for {workspace.dealer.name} here: staff keep the stock and answer buyers; owners also keep the page and the
          staff.
        </>
      )}
    >
      {() => <StaffList />}
    </DealerWorkspacePage>
  );
});
