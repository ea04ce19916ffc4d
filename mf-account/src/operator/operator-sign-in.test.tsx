import { act, fireEvent, screen } from '@testing-library/react';
import { OPERATOR_ACCOUNT_API, OPERATOR_MESSAGES, type OperatorMe } from '@yachts/contracts/operators';
import { operatorStore } from 'shared/operator';
import { apiFail, apiOk, fakeServerPerTest, logInAs, renderArea, textsOf } from 'shared/testing';
import OperatorSignIn from './operator-sign-in';

const server = fakeServerPerTest();
/** Any string and any number: the signature and its time, which the signing tests check. */
const anyText: unknown = expect.any(String);
const anyNumber: unknown = expect.any(Number);

const ME: OperatorMe = {
  uuid: 'op-1',
  email: 'harbour.master@example.com',
  name: 'Harbour Master',
  role: 'admin',
  totp: 'none',
  verified: false,
  verified_until: null,
  recovery_codes_left: 0,
};
const CODES = [
  'k7q2-m9xd',
  'a2b3-c4d5',
  'e6f7-g8h9',
  'j2k3-m4n5',
  'p6q7-r8s9',
  't2u3-v4w5',
  'x6y7-z8a2',
  'b3c4-d5e6',
  'f7g8-h9j2',
  'k3m4-n5p6',
];

beforeAll(() => logInAs('op-1', 'op-token'));

const field = () => screen.getByRole('textbox');

describe('the second factor of an operator login', () => {
  it('sets the app up: a QR code and the key to type, a first code checked, then the recovery codes shown once', async () => {
    act(() => operatorStore.accept(ME));
    server.on(
      'POST',
      OPERATOR_ACCOUNT_API.totpSetup,
      apiOk({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', otpauth_url: 'otpauth://totp/Yachts:harbour?secret=JBSWY3DPEHPK3PXPJBSWY3DP' }),
    );
    renderArea(OperatorSignIn, '/operator');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Set up your authenticator app');
    fireEvent.click(screen.getByRole('button', { name: 'Set up the app' }));
    expect(await screen.findByRole('img', { name: /QR code for your authenticator app/ })).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();
    // The setup call is signed, as the api requires.
    expect(server.calls('POST', OPERATOR_ACCOUNT_API.totpSetup)[0]?.body).toMatchObject({
      sign: anyText,
      timestamp: anyNumber,
    });

    // Not six digits: the contract's words, no call.
    fireEvent.change(field(), { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText(OPERATOR_MESSAGES.codeFormat)).toBeInTheDocument();
    expect(server.calls('POST', OPERATOR_ACCOUNT_API.totpEnable)).toHaveLength(0);

    server.on('POST', OPERATOR_ACCOUNT_API.totpEnable, apiOk({ recovery_codes: CODES }));
    server.on('GET', OPERATOR_ACCOUNT_API.me, apiOk({ ...ME, totp: 'enabled', verified: true, recovery_codes_left: 10 }));
    fireEvent.change(field(), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(textsOf(list, 'listitem')).toEqual(CODES);
    expect(server.calls('POST', OPERATOR_ACCOUNT_API.totpEnable)[0]?.body).toMatchObject({ code: '123456' });

    fireEvent.click(screen.getByRole('button', { name: /I have saved them/ }));
    await act(() => server.settle());
    expect(operatorStore.state).toBe('ready');
  });

  it('asks a login for the app’s code or a recovery code, shows a wrong one in the api’s words, and opens the console', async () => {
    act(() => operatorStore.accept({ ...ME, totp: 'enabled', recovery_codes_left: 7 }));
    renderArea(OperatorSignIn, '/operator');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Enter your authenticator code');
    expect(screen.getByText(/7 left/)).toBeInTheDocument();

    server.on('POST', OPERATOR_ACCOUNT_API.totpVerify, apiFail(400400, OPERATOR_MESSAGES.codeInvalid, 400));
    fireEvent.change(field(), { target: { value: 'K7Q2-M9XD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(OPERATOR_MESSAGES.codeInvalid)).toBeVisible();
    expect(operatorStore.state).toBe('second-factor');

    server.on(
      'POST',
      OPERATOR_ACCOUNT_API.totpVerify,
      apiOk({ ...ME, totp: 'enabled', verified: true, verified_until: '2026-11-27T18:00:00.000Z' }),
    );
    fireEvent.change(field(), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await act(() => server.settle());
    expect(operatorStore.state).toBe('ready');
    expect(server.calls('POST', OPERATOR_ACCOUNT_API.totpVerify).map((call) => (call.body as { code: string }).code)).toEqual([
      'K7Q2-M9XD',
      '654321',
    ]);
  });
});
