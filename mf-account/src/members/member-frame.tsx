// The frame of a member's public pages (/account/information|topic|reply/:uuid): who they are, their counts, and
// links between the three pages. The profile loads once per member; the pages below it load their own lists.
import { isNotFound } from 'shared/api';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { paths } from '@yachts/contracts/paths';
import type { MemberProfile } from '@yachts/contracts/account';
import { sessionStore } from 'shared/session';
import { Avatar, BuildStamp, EmptyState, formatDate, PageIntro, StatFigures, useMemberAsync, usePageMeta, usePageTitle } from 'shared/ui';
import { getMemberProfile } from '../api/get-member-profile';
import { AsyncView } from '../user-area/async-view';
import { FilterTabs } from '../user-area/filter-tabs';
import { plural } from '../user-area/paged-list';
import { SkeletonRows } from '../user-area/skeleton-rows';
export type MemberSection = 'profile' | 'topics' | 'replies';

const SECTION_PATHS: Record<MemberSection, (uuid: string) => string> = {
  profile: paths.member,
  topics: paths.memberTopics,
  replies: paths.memberReplies,
};

const SECTION_TITLES: Record<MemberSection, (name: string) => string> = {
  profile: (name) => name,
  topics: (name) => `Topics by ${name}`,
  replies: (name) => `Replies by ${name}`,
};

function MemberHead({ profile, section }: { profile: MemberProfile; section: MemberSection }) {
  const own = sessionStore.isCurrentUser(profile.uuid);
  usePageTitle(SECTION_TITLES[section](profile.name));
  usePageMeta({
    description: `${profile.name}, a member of the community since ${formatDate(profile.joinedAt)}: ${memberCount(profile.topicCount, 'topics')} and ${memberCount(profile.replyCount, 'replies')}.`,
    canonicalPath: SECTION_PATHS[section](profile.uuid),
    image: profile.avatarUrl ?? undefined,
  });
  return (
    <>
      <div className="member-head">
        <Avatar src={profile.avatarUrl} alt={`Profile photo of ${profile.name}`} size={72} className="member-head-avatar" />
        <PageIntro
          title={SECTION_TITLES[section](profile.name)}
          lead={
            <>
              Member since <time dateTime={profile.joinedAt}>{formatDate(profile.joinedAt)}</time>
            </>
          }
        />
      </div>
      {own ? (
        <p className="account-note">
          This is how other members see you. <Link to={paths.accountInformation()}>Go to your account</Link>
        </p>
      ) : null}
      <FilterTabs
        label={`${profile.name}’s pages`}
        current={section}
        tabs={[
          { key: 'profile', label: 'Profile', to: paths.member(profile.uuid) },
          { key: 'topics', label: 'Topics', to: paths.memberTopics(profile.uuid), badge: profile.topicCount },
          { key: 'replies', label: 'Replies', to: paths.memberReplies(profile.uuid), badge: profile.replyCount },
        ]}
      />
    </>
  );
}

export function MemberStats({ profile }: { profile: MemberProfile }) {
  return (
    <StatFigures
      className="account-stats"
      figures={[
        ['Topics', profile.topicCount],
        ['Articles', profile.articleCount],
        ['Replies', profile.replyCount],
      ]}
    />
  );
}

function MemberNotFound() {
  usePageTitle('Member not found');
  return (
    <>
      <PageIntro title="Member not found" />
      <EmptyState title="We couldn’t find this member">
        <p>The account may have been closed, or the link may be incomplete.</p>
        <Link className="btn btn-primary" to={paths.community()}>
          Go to the community
        </Link>
      </EmptyState>
    </>
  );
}

export const MemberFrame = observer(function MemberFrame({
  uuid,
  section,
  children,
}: {
  uuid: string;
  section: MemberSection;
  children: (profile: MemberProfile) => ReactNode;
}) {
  const [state, reload] = useMemberAsync((signal) => getMemberProfile(uuid, signal), `member:${uuid}`);
  return (
    <div className="container account-shell">
      <div className="account-main account-page">
        {/* The heading comes with the profile; a failure still gets the page's h1 before its panel. */}
        {state.status === 'error' && !isNotFound(state.error) ? <PageIntro title="Member profile" /> : null}
        <AsyncView
          state={state}
          reload={reload}
          skeleton={
            <>
              <PageIntro title="Member" />
              <SkeletonRows count={3} label="Loading the member’s profile" />
            </>
          }
          errorTitle="We couldn’t load this member"
          loginWhat="member profiles"
          notFound={<MemberNotFound />}
        >
          {(profile) => (
            <>
              <MemberHead profile={profile} section={section} />
              {children(profile)}
            </>
          )}
        </AsyncView>
      </div>
      <BuildStamp area="account" version={__BUILD_VERSION__} />
    </div>
  );
});

export function memberCount(total: number, what: 'topics' | 'replies'): string {
  return what === 'topics' ? plural(total, 'topic', 'topics') : plural(total, 'reply', 'replies');
}
