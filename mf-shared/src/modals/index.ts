// shared/modals: one modal at a time, drawn by the ModalHost the host mounts once.
export { modalStore } from './modal-store';
export { Modal, type ModalProps } from './modal';
export { ModalHost } from './modal-host';
export { MODAL_IDS, registerModal } from './modal-registry';
export { requireLogin, LoginRequiredButton, type ResumeAfterLogin } from './require-login';
export { useAfterLogin } from './after-login';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { FormModalFooter, type FormModalFooterProps } from './form-modal-footer';
export { FormModal, type FormModalProps } from './form-modal';
export { useReturnFocus } from './use-return-focus';
export { PageDialog, type PageDialogProps } from './page-dialog';
