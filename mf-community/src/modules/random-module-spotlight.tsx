// A section picked at random with its liveliest topics, so readers find corners of the community they would not
// have opened (POST /community/randommodule). Loaded in the browser only: the call is form-style (it carries the
// visitor's anti-forgery token, which a server render does not have: it was refused there, and the page arrived with
// "We couldn't load a section"), and a pick at random has no place in a page the server draws.
import { errorMessage } from 'shared/api';
import { Link } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import { ErrorState, LoadingStatus, useAsync, useHydrated } from 'shared/ui';
import { getRandomModule } from '../api/get-random-module';
import { CommunityBlock } from '../lists/community-block';
import { countText } from '../lists/topic-row';
import { topicCountText } from './module-card';

function SpotlightLoading() {
  return (
    <LoadingStatus label="Loading a section">
      <div className="skeleton" style={{ height: 140 }} aria-hidden="true" />
    </LoadingStatus>
  );
}

export function RandomModuleSpotlight() {
  const hydrated = useHydrated();
  return (
    <CommunityBlock titleId="spotlight-title" title="Section spotlight" className="spotlight">
      {hydrated ? <Spotlight /> : <SpotlightLoading />}
    </CommunityBlock>
  );
}

function Spotlight() {
  const [state, reload] = useAsync((signal) => getRandomModule(signal), 'random-module');
  return (
    <>
      {state.status === 'loading' ? <SpotlightLoading /> : null}
      {state.status === 'error' ? (
        <ErrorState title="We couldn’t load a section" message={errorMessage(state.error)} onRetry={reload} />
      ) : null}
      {state.status === 'ready' ? (
        <div className="spotlight-card">
          <h3 className="spotlight-name">{state.data.module.name}</h3>
          <p className="spotlight-description">{state.data.module.description}</p>
          <p className="spotlight-count">{topicCountText(state.data.module.topicCount)}</p>
          {state.data.topics.length > 0 ? (
            <ul className="spotlight-topics" aria-label={`Topics in ${state.data.module.name}`}>
              {state.data.topics.map((topic) => (
                <li key={topic.id}>
                  <Link to={paths.communityTopic(topic.id)}>{topic.title}</Link>
                  <span className="spotlight-topic-meta">{countText(topic.commentCount, 'comment', 'comments')}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="community-muted">No topics here yet: yours could be the first.</p>
          )}
          <Link className="btn btn-secondary btn-block" to={paths.communityModule(state.data.module.id)}>
            {`Visit ${state.data.module.name}`}
          </Link>
        </div>
      ) : null}
    </>
  );
}
