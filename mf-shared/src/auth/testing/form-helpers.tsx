// Test support for the account forms: one set-up of each test, render in a router, type, submit through the 300 ms
// debounce and let the scripted network answer, and read a field's message the way a user of assistive technology
// gets it.
import type { ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CodeEvent } from '@yachts/contracts/account';
import { SUBMIT_DEBOUNCE_MS } from '../../forms/use-submit';
import { ModalHost } from '../../modals/modal-host';
import { modalStore } from '../../modals/modal-store';
import { sessionStore } from '../../session/session-store';
import { toastStore } from '../../ui/toast-store';
import { lastBody, resetServer } from './scripted-server';

/**
 * Each test of a form starts on fake timers with a fresh scripted network and no toasts; after it the timers it left
 * run out, the modal closes and the page is a visitor's again.
 */
export function setUpFormTests(): void {
  beforeEach(() => {
    jest.useFakeTimers();
    resetServer();
    act(() => void toastStore.toasts.splice(0));
  });
  afterEach(() => {
    act(() => {
      jest.runOnlyPendingTimers();
      modalStore.close();
      sessionStore.forgetLogin();
      toastStore.toasts.splice(0);
    });
    jest.useRealTimers();
  });
}

export function renderInRouter(ui: ReactElement) {
  return render(<MemoryRouter initialEntries={['/community/']}>{ui}</MemoryRouter>);
}

/** The page's one modal host, in a router, with what `open` opens drawn in it; gives back what `open` returned. */
export function renderModal<T>(open: () => T): T {
  renderInRouter(<ModalHost />);
  let opened!: T;
  act(() => {
    opened = open();
  });
  return opened;
}

export function type(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Types each value into the field named by its label, in order. */
export function fill(values: Record<string, string>): void {
  for (const [label, value] of Object.entries(values)) type(label, value);
}

/** Lets the scripted network and the promise chains behind a call finish. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 6; i += 1) await act(() => Promise.resolve());
}

export async function press(name: string | RegExp): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name }));
  await act(() => {
    jest.advanceTimersByTime(SUBMIT_DEBOUNCE_MS);
    return Promise.resolve();
  });
  await settle();
}

// A field's message, read as assistive technology gets it (the same reading as every area's form tests).
export { expectControlError, expectFieldError, expectFieldErrors, expectNoFieldError } from '../../testing/field-errors';

/** The send-code link inside the code field. */
export function sendCodeLink(): HTMLElement {
  return screen.getByRole('button', { name: /^(Send code|\d+S)$/ });
}

export async function clickSendCode(): Promise<void> {
  await act(() => {
    fireEvent.click(sendCodeLink());
    return Promise.resolve();
  });
  await settle();
}

/** A code was asked for: /send went with `email` and what the code is for, and the link counts down from 60 seconds. */
export function expectCodeAsked(email: string, event: CodeEvent): void {
  expect(lastBody('/send')).toEqual({ email, event, __token__: 'csrf-1' });
  expect(sendCodeLink()).toHaveTextContent('60S');
}
