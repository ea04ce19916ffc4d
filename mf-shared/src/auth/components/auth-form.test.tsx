import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ModalHost } from '../../modals/modal-host';
import { modalStore } from '../../modals/modal-store';
import { LoginForm } from '../forms/login-form';
import { RegisterForm } from '../forms/register-form';
import { renderInRouter } from '../testing/form-helpers';
// The account modals' module is loaded on first opening in the page; here it is drawn at once.
import '../modals/auth-modals';

jest.mock('../../api/form-client', () =>
  jest.requireActual<typeof import('../testing/scripted-server')>('../testing/scripted-server').formClientModule(),
);

afterEach(() => act(() => modalStore.close()));

describe('the account forms on a page (variant "page")', () => {
  it('link to the account pages, carrying the redirect on', () => {
    renderInRouter(<LoginForm variant="page" redirect="/community/topic/4?page=2" />);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/user/resetpwd?redirect=%2Fcommunity%2Ftopic%2F4%3Fpage%3D2',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/user/register?redirect=%2Fcommunity%2Ftopic%2F4%3Fpage%3D2',
    );
  });

  it('navigate in the app to the linked page', () => {
    renderInRouter(
      <>
        <LoginForm variant="page" />
        <Routes>
          <Route path="/user/register" element={<h1>Register page</h1>} />
          <Route path="*" element={null} />
        </Routes>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(screen.getByRole('heading', { name: 'Register page' })).toBeInTheDocument();
  });

  it('open logging in with a code, which has no page, as a modal over the page', () => {
    renderInRouter(
      <>
        <LoginForm variant="page" />
        <ModalHost />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log in with a code instead' }));
    expect(screen.getByRole('dialog', { name: 'Log in with a code' })).toBeInTheDocument();
  });

  it('let a page decide what the links do', () => {
    const onSwitch = jest.fn();
    renderInRouter(<RegisterForm variant="page" onSwitch={onSwitch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Already have an account? Log in' }));
    expect(onSwitch).toHaveBeenCalledWith('login');
    expect(modalStore.active).toBeNull();
  });
});
