// Who wrote a post or a comment and when: the profile photo (falling back to the default one, product rules §2), the
// name linking to the member's page, and the time both as "3 hours ago" and exactly.
import { Link } from 'react-router-dom';
import type { MemberSummary } from '@yachts/contracts/account';
import { paths } from '@yachts/contracts/paths';
import { Avatar, useHydrated } from 'shared/ui';
import { absoluteTime, neutralDate, relativeTime } from './relative-time';

/** A member whose account is gone still wrote the post: the post keeps its place, the name says so. */
export const FORMER_MEMBER = 'Former member';

export function MemberName({ member }: { member: MemberSummary | null }) {
  if (!member) return <span className="post-author-name">{FORMER_MEMBER}</span>;
  return (
    <Link className="post-author-name" to={paths.member(member.uuid)}>
      {member.name}
    </Link>
  );
}

export function PostTime({ iso, exact = false }: { iso: string; exact?: boolean }) {
  const hydrated = useHydrated();
  const full = absoluteTime(iso, !hydrated);
  return (
    <span className="post-time">
      <time dateTime={iso} title={full}>
        {hydrated ? relativeTime(iso) : neutralDate(iso)}
      </time>
      {exact ? <span className="post-time-exact"> · {full}</span> : null}
    </span>
  );
}

export function AuthorLine({ author, createdAt, size = 44 }: { author: MemberSummary | null; createdAt: string; size?: number }) {
  return (
    <div className="post-author">
      <Avatar src={author?.avatarUrl} alt="" size={size} />
      <div className="post-author-text">
        <MemberName member={author} />
        <PostTime iso={createdAt} exact />
      </div>
    </div>
  );
}
