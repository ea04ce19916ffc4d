// The members page of the console (moderator): find a member by part of their address or name (or their id, as the
// report queue links here), see their standing, suspend them with the reason they are e-mailed, lift a suspension;
// an admin may also end every login of an account. The search and the page are in the address.
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import type { Page } from '@yachts/contracts/envelope';
import { MEMBER_LIMITS, MEMBER_MESSAGES, OPERATOR_MEMBERS_API, OPERATOR_ROLE_LABELS, type MemberRecord } from '@yachts/contracts/operators';
import { operatorPaths, paths } from '@yachts/contracts/paths';
import { TextField } from 'shared/forms';
import {
  ConsoleHeading,
  DecisionError,
  QueueItem,
  QueueResults,
  ReasonForm,
  StatusBadge,
  When,
  operatorGet,
  operatorPost,
  operatorStore,
  useDecision,
} from 'shared/operator';
import { SiteLink, useAsync, usePageTitle, useStateFrom } from 'shared/ui';

const PAGE_SIZE = 20;

function hrefFor(query: string, page = 1): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `${operatorPaths.members()}?${text}` : operatorPaths.members();
}

const MemberItem = observer(function MemberItem({ member, onChanged }: { member: MemberRecord; onChanged: () => void }) {
  const { busy, error, decide } = useDecision();
  const admin = operatorStore.allows('admin');
  const act = (call: () => Promise<unknown>, done: string) => decide(call, { done, then: onChanged });

  return (
    <QueueItem
      titleId={`member-${member.uuid}`}
      title={member.name}
      badge={
        <span className="console-actions">
          {member.role !== 'member' ? <StatusBadge tone="neutral">{OPERATOR_ROLE_LABELS[member.role]}</StatusBadge> : null}
          {member.suspended_at ? <StatusBadge tone="bad">Suspended</StatusBadge> : null}
        </span>
      }
    >
      <p className="console-meta">
        <span>{member.email}</span>
        <span>{member.email_verified ? 'Address confirmed' : 'Address not confirmed'}</span>
        <span>
          Joined <When at={member.created_at} />
        </span>
        <span>{member.logins === 1 ? '1 device logged in' : `${member.logins} devices logged in`}</span>
      </p>
      {member.suspended_at ? (
        <p className="console-quote">
          <strong>
            Suspended <When at={member.suspended_at} />:
          </strong>{' '}
          {member.suspended_reason}
        </p>
      ) : null}
      <DecisionError error={error} />
      <div className="console-actions">
        <SiteLink to={paths.member(member.uuid)} className="btn btn-secondary">
          Public profile
        </SiteLink>
        {member.suspended_at ? (
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() =>
              void act(() => operatorPost(OPERATOR_MEMBERS_API.unsuspend(member.uuid), {}), `${member.name} may log in again.`)
            }
          >
            Lift the suspension
          </button>
        ) : null}
        {admin && member.logins > 0 ? (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() =>
              void act(() => operatorPost(OPERATOR_MEMBERS_API.endLogins(member.uuid), {}), `Every login of ${member.name} has ended.`)
            }
          >
            End all logins
          </button>
        ) : null}
      </div>
      {!member.suspended_at && member.role === 'member' ? (
        <ReasonForm
          action="Suspend"
          label="Why the account is suspended (the member is e-mailed this)"
          hint="Name the rule and what they did. They cannot log in until the suspension is lifted."
          maxLength={MEMBER_LIMITS.reasonMax}
          requiredMessage={MEMBER_MESSAGES.reasonRequired}
          onDecide={(reason) =>
            decide(() => operatorPost(OPERATOR_MEMBERS_API.suspend(member.uuid), { reason }), {
              done: `${member.name} is suspended and has been e-mailed why.`,
              then: onChanged,
              fromForm: true,
            })
          }
        />
      ) : null}
    </QueueItem>
  );
});

export function MembersPage() {
  usePageTitle('Members');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = (params.get('q') ?? '').slice(0, MEMBER_LIMITS.searchMax);
  const page = Math.max(1, Math.min(100_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const [typed, setTyped] = useStateFrom(query);
  const [state, reload] = useAsync(
    (signal) =>
      operatorGet<Page<MemberRecord>>(OPERATOR_MEMBERS_API.members, { q: query || undefined, page, page_size: PAGE_SIZE }, signal),
    `operator-members|${query}|${page}`,
  );

  function search(event: FormEvent) {
    event.preventDefault();
    void navigate(hrefFor(typed.trim()));
  }

  return (
    <div className="console-page">
      <ConsoleHeading
        title="Members"
        count={state.status === 'ready' ? state.data.total : undefined}
        countLabel={query ? 'members found' : 'members'}
        lead="Newest first. A suspended member cannot log in; they are e-mailed the reason."
      />
      <form role="search" className="operator-member-search" onSubmit={search}>
        <TextField
          type="search"
          name="q"
          label="Find a member"
          hint="Part of an address or a name, or a member's id"
          value={typed}
          onValueChange={setTyped}
          maxLength={MEMBER_LIMITS.searchMax}
        />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>
      <QueueResults
        state={state}
        reload={reload}
        what="the members"
        emptyTitle="No members found"
        empty="Try part of the address or the name."
        page={page}
        hrefFor={(target) => hrefFor(query, target)}
      >
        {(member) => <MemberItem key={member.uuid} member={member} onChanged={reload} />}
      </QueueResults>
    </div>
  );
}
