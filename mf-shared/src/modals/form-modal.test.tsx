import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { object, string } from 'yup';
import { CallError } from '../api/call-error';
import { ReportFormModal, type ReportFormText } from '../forms/report-form-modal';
import { useReportDialog } from '../forms/use-report-dialog';

const REASONS = ['spam', 'other'] as const;
const TEXT: ReportFormText<(typeof REASONS)[number]> = {
  title: 'Report this listing',
  description: 'Tell our team what is wrong.',
  testId: 'report',
  legend: 'Why?',
  reasons: REASONS,
  labels: { spam: 'Spam', other: 'Something else' },
  detailHint: 'Optional.',
  detailMax: 100,
};
const SCHEMA = object({ reason: string().required('Please choose a reason.') });
const REPORTED_BEFORE = 'You reported it before.';

type Send = (values: { reason: string; detail: string }) => Promise<string | null>;

/** A report dialog as the areas draw one: outside the modal store, its own submit, its outcome said in it. */
function ReportDialog({ send, onClose }: { send: Send; onClose: () => void }) {
  const report = useReportDialog({
    initial: { reason: '', detail: '' },
    schema: SCHEMA,
    send,
    handled: (error) => error instanceof Error && error.message === 'quiet',
    refused: (message) => (message === REPORTED_BEFORE ? message : null),
  });
  return <ReportFormModal text={TEXT} state={report} onClose={onClose} />;
}

function Page({ send }: { send: Send }) {
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

function openDialog(send: Send = () => Promise.resolve('Thank you.')) {
  render(<Page send={send} />);
  const opener = screen.getByRole('button', { name: 'Report' });
  // A real click focuses the button; jsdom's does not.
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Report this listing' }) };
}

/** Chooses a reason and presses Send report. */
function sendReport(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
}

describe('FormModal with useReturnFocus and useDebouncedSubmit, as the report dialog draws them', () => {
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
    const send = jest.fn<Promise<string | null>, Parameters<Send>>(() => new Promise<string>((resolve) => (answer = resolve)));
    const { dialog } = openDialog(send);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    const sendButton = within(dialog).getByRole('button', { name: 'Send report' });
    fireEvent.click(sendButton);
    fireEvent.click(sendButton);
    fireEvent.click(sendButton);
    expect(send).not.toHaveBeenCalled();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Sending…' })).toBeDisabled());
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ reason: 'spam', detail: '' });

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
    sendReport(dialog);
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

describe('useReportDialog', () => {
  it('asks for a reason before sending anything, under the reasons’ group', async () => {
    const send = jest.fn<Promise<string | null>, Parameters<Send>>(() => Promise.resolve('Thank you.'));
    const { dialog } = openDialog(send);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(within(dialog).getByRole('group', { name: 'Why?' })).toHaveAccessibleDescription('Please choose a reason.'));
    expect(send).not.toHaveBeenCalled();
  });

  it('puts the api’s field messages under their fields, and a message for no field of the form under the form', async () => {
    const send = jest
      .fn<Promise<string | null>, Parameters<Send>>()
      .mockRejectedValueOnce(new CallError('Check the fields.', 0, 400, { detail: 'Too long.' }))
      .mockRejectedValueOnce(new CallError('Check the fields.', 0, 400, { email: 'Not here.' }));
    const { dialog } = openDialog(send);
    sendReport(dialog);
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Details' })).toHaveAccessibleDescription(/Too long\./));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    sendReport(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Check the fields.');
  });

  it('says a refusal the area names as the outcome, keeps quiet about one it deals with, and says any other under the form', async () => {
    const send = jest
      .fn<Promise<string | null>, Parameters<Send>>()
      .mockRejectedValueOnce(new Error('quiet'))
      .mockRejectedValueOnce(new CallError('Not now.', 0, 500))
      .mockRejectedValueOnce(new CallError(REPORTED_BEFORE, 0, 409));
    const { dialog } = openDialog(send);
    sendReport(dialog);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send report' })).toBeEnabled());
    expect(within(dialog).queryByRole('alert')).toBeNull();
    sendReport(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not now.');
    sendReport(dialog);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(REPORTED_BEFORE);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
