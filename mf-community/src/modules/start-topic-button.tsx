// "Start a topic": a member goes to the form (with the section chosen when started from a section's page), a
// visitor gets the login-required modal (docs/product.md §2, §6).
import { useNavigate } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import { LoginRequiredButton } from 'shared/modals';
import { PlusIcon } from 'shared/ui';

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
      <PlusIcon size={18} />
      {label}
    </LoginRequiredButton>
  );
}
