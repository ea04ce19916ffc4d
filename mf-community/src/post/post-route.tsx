// What the topic and article pages share before there is a post to show: the id from the address (a malformed one
// is not found without asking the api), loading, a not-found page for a 404, and an error with retry.
import { isNotFound } from 'shared/api';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorState, useAsync, usePageTitle } from 'shared/ui';
import { parsePostId, PostNotFound, PostSkeleton } from './post-parts';

export interface PostRouteProps<T extends { title: string }> {
  /** 'topic' | 'article': in the loading and error texts. */
  noun: string;
  /** The contract's "does not exist or has been deleted" message. */
  missing: string;
  load: (id: number, signal: AbortSignal) => Promise<T>;
  render: (post: T) => ReactNode;
}

export function PostRoute<T extends { title: string }>(props: PostRouteProps<T>) {
  const { id } = useParams();
  const postId = parsePostId(id);
  if (postId === null) return <PostMissing noun={props.noun} missing={props.missing} />;
  return <PostLoader key={postId} id={postId} {...props} />;
}

function PostMissing({ noun, missing }: { noun: string; missing: string }) {
  usePageTitle(`${noun[0]!.toUpperCase()}${noun.slice(1)} not found`);
  return <PostNotFound message={missing} />;
}

function PostLoader<T extends { title: string }>({ id, noun, missing, load, render }: PostRouteProps<T> & { id: number }) {
  const [state, reload] = useAsync<T>((signal) => load(id, signal), `${noun}:${id}`);
  usePageTitle(state.status === 'ready' ? state.data.title : null);
  if (state.status === 'loading') return <PostSkeleton label={`Loading the ${noun}`} />;
  if (state.status === 'error') {
    if (isNotFound(state.error)) return <PostMissing noun={noun} missing={missing} />;
    return (
      <div className="container post-page">
        <ErrorState title={`We couldn’t load this ${noun}`} message={state.error.message} onRetry={reload} />
      </div>
    );
  }
  return <>{render(state.data)}</>;
}
