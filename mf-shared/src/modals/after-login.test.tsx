import { act, fireEvent, render, screen } from '@testing-library/react';
import { beVisitor, logInAs } from '../testing/session';
import { AFTER_LOGIN_MAX_AGE_MS, takeAfterLogin, useAfterLogin } from './after-login';
import { modalStore } from './modal-store';
import { MODAL_IDS } from './modal-registry';
import { LoginRequiredButton } from './require-login';

function Follow({ finished }: { finished: jest.Mock }) {
  useAfterLogin('follow:new:101', finished);
  return (
    <LoginRequiredButton
      resumeAs="follow:new:101"
      reason="Log in to follow"
      onClick={() => {
        finished('pressed by a member');
      }}
    >
      Follow
    </LoginRequiredButton>
  );
}

describe('an action that led to login is finished after it', () => {
  beforeEach(() => {
    beVisitor();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/yachts/101-princess-f55');
  });
  afterEach(() => act(() => modalStore.close()));

  it('a visitor presses Follow, logs in, and the yacht is followed once, on the same page', () => {
    const finished = jest.fn();
    const { unmount } = render(<Follow finished={finished} />);
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(modalStore.active).toBe(MODAL_IDS.loginRequired);
    expect(finished).not.toHaveBeenCalled();
    // Logging in reloads the page: the control is drawn again for a member.
    unmount();
    act(() => logInAs('member-1'));
    render(<Follow finished={finished} />);
    expect(finished).toHaveBeenCalledTimes(1);
    expect(finished).toHaveBeenCalledWith({});
    expect(takeAfterLogin('follow:new:101')).toBeNull();
  });

  it('finishes it when the login comes without a reload too', () => {
    const finished = jest.fn();
    render(<Follow finished={finished} />);
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    act(() => logInAs('member-1'));
    expect(finished).toHaveBeenCalledTimes(1);
  });

  it('does nothing on another page, or when the login came much later', () => {
    const finished = jest.fn();
    const first = render(<Follow finished={finished} />);
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    first.unmount();
    window.history.replaceState(null, '', '/community/');
    act(() => logInAs('member-1'));
    render(<Follow finished={finished} />).unmount();
    expect(finished).not.toHaveBeenCalled();

    act(() => beVisitor());
    window.history.replaceState(null, '', '/yachts/101-princess-f55');
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    const second = render(<Follow finished={finished} />);
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    second.unmount();
    clock.mockReturnValue(now + AFTER_LOGIN_MAX_AGE_MS + 1);
    act(() => logInAs('member-1'));
    render(<Follow finished={finished} />);
    expect(finished).not.toHaveBeenCalled();
    clock.mockRestore();
  });
});
