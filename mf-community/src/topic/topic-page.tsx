// A topic (/community/topic/{id}): where it is (breadcrumbs, module chip), who wrote it and when, the body as
// sanitised rich text, its images and links, what a member can do with it (praise, follow, save, share, report,
// delete their own), and the comments. A topic hidden after reports shows a notice instead of its body (its author
// still sees the body); a missing one a clear not-found page.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { COMMUNITY_MESSAGES, type TopicDetail } from '@yachts/contracts/community';
import { paths } from '@yachts/contracts/paths';
import { Breadcrumbs, usePageMeta } from 'shared/ui';
import { topicMeta } from '../post/post-meta';
import { deleteTopic } from '../api/delete-post';
import { getTopic } from '../api/get-topic';
import { CommentsSection } from '../comments/comments-section';
import { AuthorLine, PostTime } from '../post/author-line';
import { EditedMark } from '../post/post-history';
import { PostRoute } from '../post/post-route';
import { ImageGrid } from '../post/image-grid';
import { PostActions } from '../post/post-actions';
import { PostBody } from '../post/post-parts';
import { HiddenPostNotice, usePostStanding } from '../post/use-post-standing';
import { FollowTopicButton } from '../reactions/follow-topic-button';
import { TopicLinks } from './topic-links';
import { CitedYachts } from './cited-yachts';
import '../post/post.css';
import './topic.css';

export const TOPIC_DELETED = 'Your topic is deleted.';
export const DELETE_TOPIC_QUESTION = {
  title: 'Delete this topic?',
  message: 'The topic, its comments and its praise are removed for everyone. This cannot be undone.',
  confirmLabel: 'Delete topic',
};

export function TopicPage() {
  return (
    <PostRoute<TopicDetail>
      noun="topic"
      missing={COMMUNITY_MESSAGES.topicMissing}
      load={getTopic}
      render={(topic) => <TopicView topic={topic} />}
    />
  );
}

const TopicView = observer(function TopicView({ topic }: { topic: TopicDetail }) {
  usePageMeta(topic.hidden ? { noindex: true } : topicMeta(topic));
  const titleId = useId();
  const standing = usePostStanding(topic);
  const moduleHref = paths.communityModule(topic.module.id);

  return (
    <div className="container post-page topic-page">
      <Breadcrumbs
        className="post-breadcrumbs"
        trail={[
          { label: 'Community', to: paths.community() },
          { label: topic.module.name, to: moduleHref },
        ]}
        current={topic.title}
      />
      <article className="post" aria-labelledby={titleId}>
        <header className="post-head">
          <Link className="post-chip" to={moduleHref}>
            <span className="visually-hidden">Section: </span>
            {topic.module.name}
          </Link>
          <h1 id={titleId} className="post-title">
            {topic.title}
          </h1>
          <div className="spread-row post-meta">
            <AuthorLine author={topic.author} createdAt={topic.createdAt} />
            <EditedMark kind="topic" id={topic.id} editedAt={topic.editedAt} />
            {topic.lastActivityAt && topic.lastActivityAt !== topic.createdAt ? (
              <p className="post-activity">
                Last activity <PostTime iso={topic.lastActivityAt} />
              </p>
            ) : null}
          </div>
        </header>
        {/* Hidden: the notice instead of the body; the api sends the body to the author only, who sees both. */}
        <HiddenPostNotice kind="topic" id={topic.id} standing={standing}>
          {COMMUNITY_MESSAGES.hiddenTopic}
        </HiddenPostNotice>
        {standing.showContent ? (
          <>
            <PostBody html={topic.body} />
            <ImageGrid images={topic.images} title={topic.title} lead />
            <TopicLinks links={topic.links} />
            <CitedYachts yachts={topic.citedYachts} />
          </>
        ) : null}
        <PostActions
          kind="topic"
          id={topic.id}
          praised={topic.praised}
          praiseCount={topic.praiseCount}
          collected={topic.collected}
          {...standing.actions}
          path={paths.communityTopic(topic.id)}
          editPath={paths.communityEditTopic(topic.id)}
          deleteQuestion={DELETE_TOPIC_QUESTION}
          remove={() => deleteTopic(topic.id)}
          onDeleted={standing.leaveDeleted(TOPIC_DELETED, moduleHref)}
        >
          <FollowTopicButton id={topic.id} followed={topic.followed} followers={topic.followers} />
        </PostActions>
      </article>
      <CommentsSection target={{ kind: 'topic', id: topic.id }} commentCount={topic.commentCount} closed={standing.commentsClosed} />
    </div>
  );
});
