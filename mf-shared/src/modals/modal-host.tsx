// Draws the one open modal. The host mounts it once, inside its router; every area opens modals through modalStore.
import { observer } from 'mobx-react-lite';
import { modalStore } from './modal-store';
import { modalComponent } from './modal-registry';
import './standard-modals';
// The account modals (login, register…) are opened from every area, so the one ModalHost must always know them.
import '../auth/modals/auth-modals';

export const ModalHost = observer(function ModalHost() {
  const id = modalStore.active;
  if (!id) return null;
  const Component = modalComponent(id);
  if (!Component) return null;
  // A new key per opening: the modal's values and errors start empty (docs/product.md §2).
  return <Component key={modalStore.instance} {...modalStore.props} />;
});
