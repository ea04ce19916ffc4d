// "Start a topic": a member goes to the form (with the section chosen when started from a section's page), a
// visitor gets the login-required modal (docs/product.md §2, §6).
import { useNavigate } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import { LoginRequiredButton } from 'shared/modals';

export const START_TOPIC_REASON = 'Log in to start topics, answer questions and follow the sections you care about.';

export function newTopicHref(moduleId?: number): string {
  return moduleId === undefined ? paths.communityNewTopic() : `${paths.communityNewTopic()}?module=${moduleId}`;
}

export function StartTopicButton({ moduleId, label = 'Start a topic' }: { moduleId?: number; label?: string }) {
  const navigate = useNavigate();
  return (
    <LoginRequiredButton
      className="btn btn-primary start-topic"
      reason={START_TOPIC_REASON}
      onClick={() => void navigate(newTopicHref(moduleId))}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" fill="currentColor" />
      </svg>
      {label}
    </LoginRequiredButton>
  );
}
