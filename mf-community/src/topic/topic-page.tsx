// A topic (/community/topic/{id}): where it is (breadcrumbs, module chip), who wrote it and when, the body as
// sanitised rich text, its images and links, what a member can do with it (praise, follow, save, share, report,
// delete their own), and the comments. A topic hidden after reports shows a notice instead of its body (its author
// still sees the body); a missing one a clear not-found page.
import { Link } from 'react-router-dom';
import { COMMUNITY_MESSAGES, type TopicDetail } from '@yachts/contracts/community';
import { paths } from '@yachts/contracts/paths';
import { usePageMeta } from 'shared/ui';
import { topicMeta } from '../post/post-meta';
import { deleteTopic } from '../api/delete-post';
import { getTopic } from '../api/get-topic';
import { PostTime } from '../post/author-line';
import { PostRoute } from '../post/post-route';
import { ImageGrid } from '../post/image-grid';
import { PostPage } from '../post/post-page';
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

function TopicView({ topic }: { topic: TopicDetail }) {
  usePageMeta(topic.hidden ? { noindex: true } : topicMeta(topic));
  const moduleHref = paths.communityModule(topic.module.id);

  return (
    <PostPage
      kind="topic"
      post={topic}
      pageClassName="topic-page"
      trail={[
        { label: 'Community', to: paths.community() },
        { label: topic.module.name, to: moduleHref },
      ]}
      chip={
        <Link className="post-chip" to={moduleHref}>
          <span className="visually-hidden">Section: </span>
          {topic.module.name}
        </Link>
      }
      activity={
        topic.lastActivityAt && topic.lastActivityAt !== topic.createdAt ? (
          <p className="post-activity">
            Last activity <PostTime iso={topic.lastActivityAt} />
          </p>
        ) : null
      }
      hiddenText={COMMUNITY_MESSAGES.hiddenTopic}
      more={
        <>
          <ImageGrid images={topic.images} title={topic.title} lead />
          <TopicLinks links={topic.links} />
          <CitedYachts yachts={topic.citedYachts} />
        </>
      }
      path={paths.communityTopic(topic.id)}
      editPath={paths.communityEditTopic(topic.id)}
      deleteQuestion={DELETE_TOPIC_QUESTION}
      remove={() => deleteTopic(topic.id)}
      deleted={{ message: TOPIC_DELETED, to: moduleHref }}
      actions={<FollowTopicButton id={topic.id} followed={topic.followed} followers={topic.followers} />}
    />
  );
}
