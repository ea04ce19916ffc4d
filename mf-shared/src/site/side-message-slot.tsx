// The footer's message form is on every page but far down it: its code (the form and the validation library) is
// fetched when it comes near the screen, and until then the server's HTML of the form is shown (decision 023).
import { Suspense, lazy, memo } from 'react';
import { whenNearScreen } from '../ui/when-near-screen';
// The server's HTML of the form is styled before its code comes.
import '../forms/forms.css';
import './site.css';

const SLOT_ID = 'side-message';

const Form = lazy(() =>
  whenNearScreen(typeof document === 'undefined' ? null : document.getElementById(SLOT_ID))
    .then(() => import('./side-message-form'))
    .then((module) => ({ default: module.SideMessageForm })),
);

// Memoised: a dehydrated boundary that receives new props before its code has come is drawn again by the browser.
export const SideMessageForm = memo(function SideMessageSlot({ title }: { title?: string }) {
  return (
    <div id={SLOT_ID}>
      <Suspense fallback={null}>
        <Form title={title} />
      </Suspense>
    </div>
  );
});
