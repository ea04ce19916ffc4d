import { useId, useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useDebouncedSubmit } from '../forms/use-debounced-submit';
import { FormModal } from './form-modal';
import { useReturnFocus } from './use-return-focus';

/** A report dialog as the areas draw one: outside the modal store, its own submit, its outcome said in it. */
function ReportDialog({ send, onClose }: { send: () => Promise<string>; onClose: () => void }) {
  useReturnFocus();
  const formId = useId();
  const [outcome, setOutcome] = useState<string | null>(null);
  const { submit, submitting } = useDebouncedSubmit(async () => setOutcome(await send()));
  return (
    <FormModal
      title="Report this listing"
      description="Tell our team what is wrong."
      testId="report"
      formId={formId}
      busy={submitting}
      submitLabel="Send report"
      busyLabel="Sending…"
      onClose={onClose}
      outcome={outcome}
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label>
          Details
          <input name="detail" />
        </label>
      </form>
    </FormModal>
  );
}

function Page({ send }: { send: () => Promise<string> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Report
      </button>
      {open ? <ReportDialog send={send} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function openDialog(send: () => Promise<string> = () => Promise.resolve('Thank you.')) {
  render(<Page send={send} />);
  const opener = screen.getByRole('button', { name: 'Report' });
  // A real click focuses the button; jsdom's does not.
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Report this listing' }) };
}

describe('FormModal with useReturnFocus and useDebouncedSubmit', () => {
  it('moves focus into the dialog and gives it back to the opener on Cancel and on Escape', async () => {
    const { opener, dialog } = openDialog();
    expect(dialog).toHaveAccessibleDescription('Tell our team what is wrong.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());

    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('sends once for a burst of clicks and not again while the call is out, and cannot be closed meanwhile', async () => {
    let answer: (said: string) => void = () => undefined;
    const send = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const { dialog } = openDialog(send);
    const sendButton = within(dialog).getByRole('button', { name: 'Send report' });
    fireEvent.click(sendButton);
    fireEvent.click(sendButton);
    fireEvent.click(sendButton);
    expect(send).not.toHaveBeenCalled();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Sending…' })).toBeDisabled());
    expect(send).toHaveBeenCalledTimes(1);

    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(send).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Report this listing' })).toBeInTheDocument();

    act(() => answer('Thank you.'));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Thank you.');
  });

  it('says the outcome in place of the form, with Done focused; Done closes and focus goes back to the opener', async () => {
    const { opener, dialog } = openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Thank you.');
    expect(within(dialog).queryByRole('textbox', { name: 'Details' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Send report' })).toBeNull();
    expect(dialog).not.toHaveAccessibleDescription();
    const done = within(dialog).getByRole('button', { name: 'Done' });
    expect(done).toHaveFocus();
    fireEvent.click(done);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
