// A topic a member started (used by My topics and a member's topics).
import { formatDate, SiteLink } from 'shared/ui';
import type { MyTopic } from '@yachts/contracts/account';
import { HiddenBadge } from './hidden-badge';

export function TopicRow({ topic }: { topic: MyTopic }) {
  return (
    <div className="account-row">
      <div className="account-row-icon" aria-hidden="true">
        #
      </div>
      <div className="account-row-body">
        <h3 className="account-row-title">
          <SiteLink to={topic.url}>{topic.title}</SiteLink>
        </h3>
        <p className="account-row-meta">
          <span className="badge">{topic.moduleName}</span>
          {topic.hidden ? <HiddenBadge /> : null}
          <time dateTime={topic.createdAt}>{formatDate(topic.createdAt)}</time>
          <span>{topic.commentCount === 1 ? '1 comment' : `${topic.commentCount} comments`}</span>
        </p>
      </div>
    </div>
  );
}
