import { act, fireEvent, render, screen } from '@testing-library/react';
import { SideMessageSchema, MESSAGES } from '@yachts/contracts/validation';
import { CallCancelledError, FormCallError } from '../api/form-client';
import { loadingStore } from '../ui/loading-store';
import { toastStore } from '../ui/toast-store';
import { modalStore } from '../modals/modal-store';
import { sessionStore } from '../session/session-store';
import { useForm } from './use-form';
import { useSubmit } from './use-submit';
import { afterSuccess, EMAIL_VERIFY_EVENT, type SubmitAction } from './submit-actions';

type Call = () => Promise<unknown>;

function SideMessage({ call, action = 'side_message', reload }: { call: Call; action?: SubmitAction; reload?: () => void }) {
  const form = useForm({ email: '', content: '' });
  const { submit } = useSubmit({
    action,
    validate: () => form.validateWith(SideMessageSchema),
    call,
    setFieldErrors: form.setErrors,
    resetFields: form.reset,
    fields: ['email', 'content'],
    reload,
  });
  return (
    <form onSubmit={(event) => (event.preventDefault(), submit())}>
      {(['email', 'content'] as const).map((name) => {
        const field = form.bind(name);
        return (
          <div key={name}>
            <label>
              {name}
              <input value={field.value} onChange={(event) => field.onValueChange(event.target.value)} onFocus={field.onErrorClear} />
            </label>
            {field.error ? <span data-testid={`${name}-error`}>{field.error}</span> : null}
          </div>
        );
      })}
      <button type="submit">Send</button>
    </form>
  );
}

function fill(email: string, content: string) {
  fireEvent.change(screen.getByLabelText('email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('content'), { target: { value: content } });
}

const flush = () => act(async () => {});

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => {
    jest.runOnlyPendingTimers();
    modalStore.close();
  });
  jest.useRealTimers();
});

describe('submit flow (product rules §4)', () => {
  it('debounces clicks by 300 ms: three quick clicks make one call', async () => {
    const call = jest.fn(() => Promise.resolve({ code: 1 }));
    render(<SideMessage call={call} />);
    fill('skipper@example.com', 'Is the berth free?');
    for (let i = 0; i < 3; i += 1) fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    act(() => jest.advanceTimersByTime(299));
    expect(call).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    await flush();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('validates first: the exact messages appear under the fields and nothing is sent', () => {
    const call = jest.fn();
    render(<SideMessage call={call} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByTestId('email-error')).toHaveTextContent(MESSAGES.emailRequired);
    expect(screen.getByTestId('content-error')).toHaveTextContent(MESSAGES.messageRequired);
    expect(call).not.toHaveBeenCalled();
    expect(loadingStore.visible).toBe(false);
    fireEvent.focus(screen.getByLabelText('email'));
    expect(screen.queryByTestId('email-error')).not.toBeInTheDocument();
    fill('not-an-address', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByTestId('email-error')).toHaveTextContent(MESSAGES.emailInvalid);
  });

  it('shows loading during the call and hides it about 1 s after it appeared', async () => {
    const call = jest.fn(() => Promise.resolve({ code: 1 }));
    render(<SideMessage call={call} />);
    fill('skipper@example.com', 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    act(() => jest.advanceTimersByTime(300));
    expect(loadingStore.visible).toBe(true);
    await flush();
    act(() => jest.advanceTimersByTime(999));
    expect(loadingStore.visible).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(loadingStore.visible).toBe(false);
  });

  it('side_message: on success clears the fields and shows the success modal', async () => {
    render(<SideMessage call={() => Promise.resolve({ code: 1 })} />);
    fill('skipper@example.com', 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    act(() => jest.advanceTimersByTime(300));
    await flush();
    expect(screen.getByLabelText('email')).toHaveValue('');
    expect(screen.getByLabelText('content')).toHaveValue('');
    expect(modalStore.active).toBe('submit-success');
    expect(modalStore.props).toMatchObject({ title: 'Message sent' });
  });

  it('failure with msg as text shows a toast; msg as an object goes under each field', async () => {
    const textFailure = new FormCallError('Too many messages. Please try again later.', undefined, 0, null);
    const fieldFailure = new FormCallError('x', undefined, 0, { email: 'This address cannot receive mail.' });
    const call = jest.fn<Promise<unknown>, []>().mockRejectedValueOnce(textFailure).mockRejectedValueOnce(fieldFailure);
    render(<SideMessage call={call} />);
    fill('skipper@example.com', 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    act(() => jest.advanceTimersByTime(300));
    await flush();
    expect(toastStore.toasts.map((t) => t.text)).toEqual(['Too many messages. Please try again later.']);
    expect(screen.getByLabelText('email')).toHaveValue('skipper@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    act(() => jest.advanceTimersByTime(300));
    await flush();
    expect(screen.getByTestId('email-error')).toHaveTextContent('This address cannot receive mail.');
  });

  it('stays silent when the call was cancelled for want of consent', async () => {
    act(() => {
      toastStore.toasts.splice(0);
    });
    render(<SideMessage call={() => Promise.reject(new CallCancelledError())} />);
    fill('skipper@example.com', 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    act(() => jest.advanceTimersByTime(300));
    await flush();
    expect(toastStore.toasts).toEqual([]);
    expect(modalStore.active).toBeNull();
  });

  it.each(['user_login', 'user_register', 'user_resetpwd'] as const)(
    '%s: success modal with its own tip, reload after 1 s',
    async (action) => {
      const reload = jest.fn();
      render(<SideMessage call={() => Promise.resolve({ code: 1 })} action={action} reload={reload} />);
      fill('skipper@example.com', 'Hello');
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      act(() => jest.advanceTimersByTime(300));
      await flush();
      expect(modalStore.active).toBe('submit-success');
      const tip = (modalStore.props as { tip: string }).tip;
      expect(tip).toBeTruthy();
      act(() => jest.advanceTimersByTime(999));
      expect(reload).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(reload).toHaveBeenCalledTimes(1);
    },
  );

  it('gives each auth action a different tip', () => {
    const tips = (['user_login', 'user_register', 'user_resetpwd'] as const).map((action) => {
      afterSuccess(action, { result: null, resetFields: () => {}, reload: () => {} });
      return (modalStore.props as { tip: string }).tip;
    });
    expect(new Set(tips).size).toBe(3);
  });

  it('user_logout: removes the token cookie and goes to the home page', () => {
    document.cookie = 'token=t; path=/';
    document.cookie = 'uuid=u-1; path=/';
    act(() => sessionStore.refresh());
    expect(sessionStore.isLoggedIn).toBe(true);
    const goHome = jest.fn();
    afterSuccess('user_logout', { result: null, resetFields: () => {}, goHome });
    expect(sessionStore.isLoggedIn).toBe(false);
    expect(document.cookie).not.toContain('token=');
    expect(goHome).toHaveBeenCalled();
  });

  it('email_verify: passes the result on as an event', () => {
    const target = new EventTarget();
    const listener = jest.fn();
    target.addEventListener(EMAIL_VERIFY_EVENT, (event) => {
      listener((event as CustomEvent).detail);
    });
    afterSuccess('email_verify', { result: { verified: true }, resetFields: () => {}, target });
    expect(listener).toHaveBeenCalledWith({ verified: true });
  });
});
