import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FormCallError } from '../../api/form-client';
import { ModalHost } from '../../modals/modal-host';
import { modalStore } from '../../modals/modal-store';
import { MODAL_IDS } from '../../modals/modal-registry';
import { toastStore } from '../../ui/toast-store';
import { uploadPicture } from '../api/upload-picture';
import { sendFeedback } from '../api/send-feedback';
import './feedback-popup';

// The endpoint functions are replaced here; the real calls run in e2e/tests/platform.spec.ts against the api.
let mockImageRequired = false;
jest.mock('../api/get-website-config', () => ({
  getWebsiteConfig: () =>
    Promise.resolve({
      feedback_image_required: mockImageRequired,
      site_name: 'Yacht Harbour',
      upload_config: { pic_upload_file_type: 'jpg,jpeg,png' },
      feedback_types: [
        { name: 'Website problem', value: 3 },
        { name: 'Suggestion', value: 4 },
      ],
    }),
}));
jest.mock('../api/upload-picture', () => ({ uploadPicture: jest.fn() }));
jest.mock('../api/send-feedback', () => ({ sendFeedback: jest.fn() }));

const upload = uploadPicture as jest.MockedFunction<typeof uploadPicture>;
const send = sendFeedback as jest.MockedFunction<typeof sendFeedback>;

function png(name: string) {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
}

/** Opens the popup with a compressor standing in for the canvas: by default every file becomes a JPEG. */
async function openPopup(compress = (file: File) => Promise.resolve(new Blob([file], { type: 'image/jpeg' }))) {
  render(
    <MemoryRouter>
      <ModalHost />
    </MemoryRouter>,
  );
  await act(() => Promise.resolve(modalStore.open(MODAL_IDS.feedback, { compress })));
  return screen.getByRole('dialog', { name: 'Send us feedback' });
}

function choose(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
  return input;
}

function fillValid() {
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'The map does not load' } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'crew@example.com' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Mobile' }), { target: { value: '912345678' } });
}

async function submitAndSettle() {
  fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
  await act(() => Promise.resolve(jest.advanceTimersByTime(1000)));
  await act(() => Promise.resolve(jest.advanceTimersByTime(2000)));
}

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  jest.useFakeTimers();
  upload.mockReset();
  send.mockReset();
});
afterEach(() => {
  act(() => {
    modalStore.close();
    jest.runOnlyPendingTimers();
  });
  jest.useRealTimers();
});

describe('feedback popup', () => {
  it('selects the first question type on open and uses 244 as the default area code', async () => {
    await openPopup();
    expect(screen.getByLabelText('Question type')).toHaveValue('3');
    expect(screen.getByRole('button', { name: '+244' })).toBeInTheDocument();
  });

  it('rejects a photo in a format the config does not allow: toast, selection cleared, nothing added', async () => {
    await openPopup();
    const input = choose([png('ok.png'), new File(['x'], 'hull.webp', { type: 'image/webp' })]);
    expect(toastStore.toasts.map((t) => t.text)).toEqual(['Please upload photos in jpg,jpeg,png formats']);
    expect(input.value).toBe('');
    expect(screen.queryAllByRole('img', { name: /^Photo / })).toHaveLength(0);
  });

  it('shows previews and hides the upload button after 5 photos', async () => {
    await openPopup();
    choose([png('1.png'), png('2.png'), png('3.png')]);
    expect(screen.getAllByRole('img', { name: /^Photo / })).toHaveLength(3);
    expect(screen.getByTestId('feedback-add-photo')).toBeInTheDocument();
    choose([png('4.png'), png('5.png'), png('6.png')]);
    expect(screen.getAllByRole('img', { name: /^Photo / })).toHaveLength(5);
    expect(screen.queryByTestId('feedback-add-photo')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 5' }));
    expect(screen.getByTestId('feedback-add-photo')).toBeInTheDocument();
  });

  it('shows the product rules §5 messages under the fields and sends nothing while they are empty', async () => {
    await openPopup();
    await submitAndSettle();
    expect(screen.getByText('Please enter message')).toBeInTheDocument();
    expect(screen.getByText('Please enter email')).toBeInTheDocument();
    expect(screen.getByText('Please enter mobile number')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it("asks for at least one photo when the site's config requires one, and not otherwise", async () => {
    mockImageRequired = true;
    try {
      await openPopup();
      fillValid();
      await submitAndSettle();
      expect(screen.getByText('Please upload at least one image')).toBeInTheDocument();
      expect(send).not.toHaveBeenCalled();
    } finally {
      mockImageRequired = false;
    }
  });

  it('sends a report without photos when the config does not require one', async () => {
    send.mockResolvedValueOnce(undefined as never);
    await openPopup();
    fillValid();
    await submitAndSettle();
    expect(screen.queryByText('Please upload at least one image')).not.toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('debounces submit by 1000 ms, uploads photos one by one, then posts the report and closes', async () => {
    upload.mockResolvedValueOnce({ url: '/uploads/a.jpg' }).mockResolvedValueOnce({ url: '/uploads/b.jpg' });
    send.mockResolvedValue({ code: 1, msg: '', data: null });
    await openPopup();
    choose([png('a.png'), png('b.png')]);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await act(() => Promise.resolve(jest.advanceTimersByTime(999)));
    expect(upload).not.toHaveBeenCalled();
    await act(() => Promise.resolve(jest.advanceTimersByTime(1)));
    await act(() => Promise.resolve(jest.advanceTimersByTime(10)));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls.map((call) => call[1])).toEqual(['a.jpg', 'b.jpg']);
    expect(upload.mock.calls[0]![0].type).toBe('image/jpeg');
    expect(send).toHaveBeenCalledWith({
      feedback_type: 3,
      feedback_advice: 'The map does not load',
      email: 'crew@example.com',
      area_code: '244',
      mobile: '912345678',
      problem_img: ['/uploads/a.jpg', '/uploads/b.jpg'],
    });
    expect(screen.queryByRole('dialog', { name: 'Send us feedback' })).not.toBeInTheDocument();
  });

  it('an upload failure aborts the submission with a toast of its msg', async () => {
    upload.mockRejectedValueOnce(new FormCallError('The photo is larger than 8 MB.', undefined, 0, null));
    await openPopup();
    choose([png('a.png'), png('b.png')]);
    fillValid();
    await submitAndSettle();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
    expect(toastStore.toasts.map((t) => t.text)).toEqual(['The photo is larger than 8 MB.']);
    expect(screen.getByRole('dialog', { name: 'Send us feedback' })).toBeInTheDocument();
  });

  it('a chosen file that cannot be decoded as a picture stops the submission with a toast naming it', async () => {
    await openPopup(() => Promise.reject(new DOMException('The source image could not be decoded.')));
    choose([png('fake.png')]);
    fillValid();
    await submitAndSettle();
    expect(upload).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    expect(toastStore.toasts.map((t) => t.text)).toEqual(['fake.png: Not a picture we can use: JPEG, PNG or WebP']);
  });

  it('a refused report shows its messages joined by line breaks in a toast for 3 s', async () => {
    send.mockRejectedValueOnce(
      new FormCallError('Please enter email\nPlease choose question type', undefined, 0, {
        email: 'Please enter email',
        feedback_type: 'Please choose question type',
      }),
    );
    await openPopup();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await act(() => Promise.resolve(jest.advanceTimersByTime(1000)));
    await act(async () => {});
    expect(toastStore.toasts.map((t) => t.text)).toEqual(['Please enter email\nPlease choose question type']);
    act(() => jest.advanceTimersByTime(2999));
    expect(toastStore.toasts).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(toastStore.toasts).toHaveLength(0);
  });
});
