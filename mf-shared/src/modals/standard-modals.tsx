// The platform's own modals (docs/product.md §2): login required, submit success and message success.
import { LoginMark, SuccessMark } from '../ui/marks';
import { Modal } from './modal';
import { modalStore } from './modal-store';
import { MODAL_IDS, registerModal } from './modal-registry';

export function LoginRequiredModal({ reason }: { reason?: string }) {
  // Buttons, not links to the account pages: the visitor logs in over the page they are on and comes back to it
  // (the login modal reloads it). Focus moves to the first field of the modal they switch to.
  return (
    <Modal
      title="Log in to continue"
      size="sm"
      testId="login-required-modal"
      description={reason ?? 'Follow yachts, ask sellers and join the community with a free account.'}
      footer={
        <>
          <button type="button" className="btn btn-primary" onClick={() => modalStore.switchTo(MODAL_IDS.login)}>
            Log in
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => modalStore.switchTo(MODAL_IDS.register)}>
            Create an account
          </button>
        </>
      }
    >
      <LoginMark className="modal-illustration" />
    </Modal>
  );
}

function SuccessModal({ title, tip, testId }: { title: string; tip: string; testId: string }) {
  return (
    <Modal
      title={title}
      size="sm"
      testId={testId}
      footer={
        <button type="button" className="btn btn-primary" onClick={() => modalStore.close()}>
          OK
        </button>
      }
    >
      <SuccessMark className="modal-illustration" />
      <p className="modal-tip">{tip}</p>
    </Modal>
  );
}

/** After a form is submitted: a title and a tip specific to the action (product rules §4). */
export function SubmitSuccessModal({ title = 'Done', tip = 'Your request was sent.' }: { title?: string; tip?: string }) {
  return <SuccessModal title={title} tip={tip} testId="submit-success-modal" />;
}

/** After a message reaches a seller or the team. */
export function MessageSuccessModal({ tip = 'Thank you. We have your message and will reply by e-mail.' }: { tip?: string }) {
  return <SuccessModal title="Message sent" tip={tip} testId="message-success-modal" />;
}

registerModal(MODAL_IDS.loginRequired, LoginRequiredModal);
registerModal(MODAL_IDS.submitSuccess, SubmitSuccessModal);
registerModal(MODAL_IDS.messageSuccess, MessageSuccessModal);
