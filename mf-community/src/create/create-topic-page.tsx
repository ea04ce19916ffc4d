// /community/new: the form to start a topic for a member (the section chosen from ?module= when it names one), and
// for a visitor an explanation with the way to log in (the login modal logs in over this page and reloads it).
import { errorMessage } from 'shared/api';
import { useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { sessionStore } from 'shared/session';
import { ErrorState, LoadingStatus, usePageTitle } from 'shared/ui';
import { parseId } from '../modules/community-address';
import { START_TOPIC_REASON } from '../modules/start-topic-button';
import { useTopicModules } from '../modules/use-topic-modules';
import { TopicForm } from './topic-form';
import { Frame, LoginPanel } from './write-pages';
import '../lists/lists.css';
import '../modules/modules.css';
import './create.css';

function MemberForm() {
  const [params] = useSearchParams();
  const [state, reload] = useTopicModules();
  if (state.status === 'loading') {
    return (
      <LoadingStatus label="Loading the form" className="topic-form-loading">
        <div className="skeleton" style={{ height: 44, marginBottom: 16 }} aria-hidden="true" />
        <div className="skeleton" style={{ height: 44, marginBottom: 16 }} aria-hidden="true" />
        <div className="skeleton" style={{ height: 220 }} aria-hidden="true" />
      </LoadingStatus>
    );
  }
  if (state.status === 'error')
    return <ErrorState title="We couldn’t load the sections" message={errorMessage(state.error)} onRetry={reload} />;
  const wanted = parseId(params.get('module') ?? undefined);
  const initialModule = wanted !== null && state.data.some((module) => module.id === wanted) ? String(wanted) : '';
  return <TopicForm modules={state.data} initialModule={initialModule} />;
}

export const CreateTopicPage = observer(function CreateTopicPage() {
  usePageTitle('Start a topic');
  return (
    <Frame title="Start a topic" lead="Ask a question or share what you know. A clear title and a photo or two get the best answers.">
      {sessionStore.isLoggedIn ? <MemberForm /> : <LoginPanel what="start a topic" reason={START_TOPIC_REASON} />}
    </Frame>
  );
});
