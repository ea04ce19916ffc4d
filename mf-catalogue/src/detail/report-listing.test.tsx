import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { LISTING_REPORT_API, LISTING_REPORT_MESSAGES, LISTING_REPORT_REASON_LABELS } from '@yachts/contracts/listing-reports';
import { MESSAGES } from '@yachts/contracts/rules';
import { consentStore } from 'shared/consent';
import { beVisitor, fakeServerPerTest, formFail, formOk } from 'shared/testing';
import { ReportListing } from './report-listing';
import { REPORT_LISTING_LEGEND, REPORT_LISTING_TITLE } from './report-listing-dialog';

const server = fakeServerPerTest();
const reports = () => server.calls('POST', LISTING_REPORT_API.report);
const body = () => reports()[0]?.body as Record<string, unknown> | undefined;

beforeEach(() => beVisitor());

async function openDialog() {
  render(<ReportListing kind="idle" yachtId={57} />);
  const button = screen.getByRole('button', { name: 'Report this listing' });
  expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  // A real click focuses the button; jsdom's does not.
  button.focus();
  fireEvent.click(button);
  return screen.findByRole('dialog', { name: REPORT_LISTING_TITLE });
}

const send = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

describe('reporting a listing from its page', () => {
  it('offers the five reasons as radio buttons in a named group, details and an address, with focus in the dialog', async () => {
    const dialog = await openDialog();
    const group = within(dialog).getByRole('group', { name: REPORT_LISTING_LEGEND });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(Object.values(LISTING_REPORT_REASON_LABELS));
    expect(within(dialog).getByRole('textbox', { name: 'Details' })).toHaveAttribute('maxLength', '1000');
    expect(within(dialog).getByRole('textbox', { name: 'Your e-mail address' })).toHaveAttribute('type', 'email');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('needs a reason and a well-formed address if one is given, asking nothing of the api until then', async () => {
    const dialog = await openDialog();
    send(dialog);
    const group = within(dialog).getByRole('group', { name: REPORT_LISTING_LEGEND });
    await waitFor(() => expect(group).toHaveAccessibleDescription(LISTING_REPORT_MESSAGES.reason));
    fireEvent.click(within(dialog).getByRole('radio', { name: LISTING_REPORT_REASON_LABELS.duplicate }));
    expect(within(dialog).queryByText(LISTING_REPORT_MESSAGES.reason)).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your e-mail address' }), { target: { value: 'not an address' } });
    send(dialog);
    expect(await within(dialog).findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(reports()).toEqual([]);
  });

  it('sends the report with cookies refused and thanks the visitor in the dialog; the button then reads "Reported" and gets focus back', async () => {
    act(() => consentStore.refuse());
    server.on('POST', LISTING_REPORT_API.report, formOk(null));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: LISTING_REPORT_REASON_LABELS.scam }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Details' }), { target: { value: '  Asks for a deposit by wire.  ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your e-mail address' }), { target: { value: 'ada@example.com' } });
    send(dialog);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(LISTING_REPORT_MESSAGES.reported);
    expect(body()).toMatchObject({
      kind: 'idle',
      yacht_id: '57',
      reason: 'scam',
      detail: 'Asks for a deposit by wire.',
      email: 'ada@example.com',
    });

    expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const reported = screen.getByRole('button', { name: 'Reported' });
    expect(reported).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(reported).toHaveFocus());
    fireEvent.click(reported);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says kindly that the listing was reported already, as no failure', async () => {
    server.on('POST', LISTING_REPORT_API.report, formFail(LISTING_REPORT_MESSAGES.alreadyReported, 0, 409));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: LISTING_REPORT_REASON_LABELS.sold }));
    send(dialog);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(LISTING_REPORT_MESSAGES.alreadyReported);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('shows the api’s refusal in the dialog and keeps what was typed', async () => {
    server.on('POST', LISTING_REPORT_API.report, formFail(MESSAGES.yachtMissing, 0, 404));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: LISTING_REPORT_REASON_LABELS.illegal }));
    send(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.yachtMissing);
    expect(within(dialog).getByRole('radio', { name: LISTING_REPORT_REASON_LABELS.illegal })).toBeChecked();
  });
});
