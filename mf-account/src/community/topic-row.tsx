// A topic a member started (used by My topics and a member's topics).
import { formatDate } from 'shared/ui';
import type { MyTopic } from '@yachts/contracts/account';
import { HiddenBadge } from './hidden-badge';
import { LinkRow } from '../user-area/link-row';

export function TopicRow({ topic }: { topic: MyTopic }) {
  return (
    <LinkRow icon="#" url={topic.url} title={topic.title}>
      <p className="account-row-meta">
        <span className="badge">{topic.moduleName}</span>
        {topic.hidden ? <HiddenBadge /> : null}
        <time dateTime={topic.createdAt}>{formatDate(topic.createdAt)}</time>
        <span>{topic.commentCount === 1 ? '1 comment' : `${topic.commentCount} comments`}</span>
      </p>
    </LinkRow>
  );
}
