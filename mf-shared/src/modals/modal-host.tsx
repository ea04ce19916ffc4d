// Draws the one open modal. The host mounts it once, inside its router; every area opens modals through modalStore.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { showToast } from '../ui/toast-store';
import { modalStore } from './modal-store';
import { MODAL_IDS, modalComponent, modalLoader, registerLazyModals } from './modal-registry';
import './standard-modals';

/** Said when a modal's code cannot be fetched (the connection dropped): the visitor can simply try again. */
export const MODAL_LOAD_FAILED = 'We couldn’t open this window. Check your connection and try again.';

// The account modals (login, register…) are opened from every area, so the one ModalHost must always know them;
// their forms are fetched when one is first opened.
registerLazyModals(
  [
    MODAL_IDS.login,
    MODAL_IDS.codeLogin,
    MODAL_IDS.register,
    MODAL_IDS.resetPassword,
    MODAL_IDS.changePassword,
    MODAL_IDS.changeEmail,
    MODAL_IDS.emailVerify,
  ],
  () => import('../auth/modals/auth-modals'),
);

export const ModalHost = observer(function ModalHost() {
  const id = modalStore.active;
  const [, setLoaded] = useState(0);
  const load = id ? modalLoader(id) : undefined;
  useEffect(() => {
    if (!load) return;
    let current = true;
    load().then(
      () => {
        if (current) setLoaded((n) => n + 1);
      },
      (error: unknown) => {
        console.error(error);
        if (!current) return;
        modalStore.close();
        showToast(MODAL_LOAD_FAILED, { tone: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [load]);
  if (!id) return null;
  const Component = modalComponent(id);
  if (!Component) return null;
  // A new key per opening: the modal's values and errors start empty (docs/product.md §2).
  return <Component key={modalStore.instance} {...modalStore.props} />;
});
