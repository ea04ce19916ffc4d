// The feedback button every page shows (product rules §2: the feedback popup opens from it). The popup's form, its
// photo handling and its rules are loaded when it is first opened, not with every page (decision 023).
import { modalStore } from '../../modals/modal-store';
import { MODAL_IDS, registerLazyModals } from '../../modals/modal-registry';
import '../site.css';

registerLazyModals([MODAL_IDS.feedback], () => import('./feedback-popup'));

export function FeedbackButton() {
  return (
    <button type="button" className="feedback-button" onClick={() => modalStore.open(MODAL_IDS.feedback)}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H8l-4 4V5a1 1 0 0 1 1-1zm3 5v2h10V9zm0 4v2h7v-2z" fill="currentColor" />
      </svg>
      <span>Feedback</span>
    </button>
  );
}
