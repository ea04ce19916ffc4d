// Writing and rewriting (decision 033): /community/new-article, where a member writes an article with the topic
// editor, and /community/topic/{id}/edit, /community/article/{id}/edit, where the author edits what they wrote (the
// form filled in; a hidden post, or someone else's, is not editable and the page says why).
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { COMMUNITY_MESSAGES, type ArticleDetail, type TopicDetail } from '@yachts/contracts/community';
import { paths } from '@yachts/contracts/paths';
import { errorMessage, isNotFound } from 'shared/api';
import { sessionStore } from 'shared/session';
import { ErrorState, LoadingStatus, useMemberAsync, usePageTitle } from 'shared/ui';
import { getArticle } from '../api/get-article';
import { getTopic } from '../api/get-topic';
import type { PostKind } from '../api/write-post';
import { LoginPanel as ListLoginPanel } from '../lists/list-panels';
import { parseId } from '../modules/community-address';
import { CommunityBreadcrumbs } from '../modules/community-breadcrumbs';
import { useTopicModules } from '../modules/use-topic-modules';
import { PostNotFound } from '../post/post-parts';
import { TopicForm, type PostDraft } from './topic-form';
import '../lists/lists.css';
import '../modules/modules.css';
import './create.css';

function FormLoading() {
  return (
    <LoadingStatus label="Loading the form" className="topic-form-loading">
      <div className="skeleton" style={{ height: 44, marginBottom: 16 }} aria-hidden="true" />
      <div className="skeleton" style={{ height: 220 }} aria-hidden="true" />
    </LoadingStatus>
  );
}

/** For a visitor: what needs a login and the ways to log in (the login modal logs in over this page). */
export function LoginPanel({
  what,
  reason = 'Members write topics and articles, answer questions and follow the sections they care about.',
}: {
  what: string;
  reason?: string;
}) {
  return <ListLoginPanel title={`Log in to ${what}`} reason={reason} />;
}

function PostForm({ kind, editing, moduleId }: { kind: PostKind; editing?: PostDraft; moduleId?: number | null }) {
  const [params] = useSearchParams();
  const [state, reload] = useTopicModules();
  if (state.status === 'loading') return <FormLoading />;
  if (state.status === 'error')
    return <ErrorState title="We couldn’t load the sections" message={errorMessage(state.error)} onRetry={reload} />;
  const wanted = moduleId ?? parseId(params.get('module') ?? undefined);
  const initialModule = wanted !== null && wanted !== undefined && state.data.some((module) => module.id === wanted) ? String(wanted) : '';
  return <TopicForm modules={state.data} initialModule={initialModule} kind={kind} editing={editing} />;
}

/** A writing page: the trail from the community (through a section when there is one), the title and its lead. */
export function Frame({
  title,
  lead,
  trail,
  children,
}: {
  title: string;
  lead: string;
  trail?: { label: string; to: string };
  children: ReactNode;
}) {
  return (
    <div className="container community-page create-topic-page">
      <CommunityBreadcrumbs section={trail} current={title} />
      <header className="page-intro create-topic-intro">
        <h1>{title}</h1>
        <p>{lead}</p>
      </header>
      {children}
    </div>
  );
}

export const WriteArticlePage = observer(function WriteArticlePage() {
  usePageTitle('Write an article');
  return (
    <Frame
      title="Write an article"
      lead="Share a passage, a refit or what you have learnt. The first image is the cover; the first lines are the summary in the lists."
    >
      {sessionStore.isLoggedIn ? <PostForm kind="article" /> : <LoginPanel what="write an article" />}
    </Frame>
  );
});

function draftOf(post: TopicDetail | ArticleDetail): PostDraft {
  return { id: post.id, title: post.title, content: post.body, images: post.images, links: 'links' in post ? post.links : [] };
}

export const EditPostPage = observer(function EditPostPage({ kind }: { kind: PostKind }) {
  const { id: rawId } = useParams();
  const id = parseId(rawId);
  const title = kind === 'topic' ? 'Edit your topic' : 'Edit your article';
  usePageTitle(title);
  const [state, reload] = useMemberAsync<TopicDetail | ArticleDetail | null>(
    (signal) => (id === null ? Promise.resolve(null) : kind === 'topic' ? getTopic(id, signal) : getArticle(id, signal)),
    `edit-${kind}:${rawId ?? ''}`,
  );
  const missing = kind === 'topic' ? COMMUNITY_MESSAGES.topicMissing : COMMUNITY_MESSAGES.articleMissing;
  if (id === null || (state.status === 'ready' && state.data === null) || (state.status === 'error' && isNotFound(state.error))) {
    return <PostNotFound message={missing} />;
  }
  const postPath = id === null ? paths.community() : kind === 'topic' ? paths.communityTopic(id) : paths.communityArticle(id);
  const lead = 'Your changes are public at once; the version you replace stays in the post’s history.';
  if (!sessionStore.isLoggedIn) {
    return (
      <Frame title={title} lead={lead}>
        <LoginPanel what="edit your post" />
      </Frame>
    );
  }
  if (state.status === 'loading') {
    return (
      <Frame title={title} lead={lead}>
        <FormLoading />
      </Frame>
    );
  }
  if (state.status === 'error') {
    return (
      <Frame title={title} lead={lead}>
        <ErrorState title="We couldn’t load the post" message={errorMessage(state.error)} onRetry={reload} />
      </Frame>
    );
  }
  const post = state.data!;
  const refusal = !post.mine
    ? kind === 'topic'
      ? COMMUNITY_MESSAGES.notYourTopicEdit
      : COMMUNITY_MESSAGES.notYourArticleEdit
    : post.hidden
      ? COMMUNITY_MESSAGES.hiddenEdit
      : null;
  return (
    <Frame title={title} lead={lead} trail={{ label: post.title, to: postPath }}>
      {refusal ? (
        <section className="state-panel community-panel" role="alert">
          <h2>{refusal}</h2>
          <Link className="btn btn-secondary" to={postPath}>
            Back to the post
          </Link>
        </section>
      ) : (
        <PostForm kind={kind} editing={draftOf(post)} moduleId={'module' in post ? post.module.id : post.moduleId} />
      )}
    </Frame>
  );
});
