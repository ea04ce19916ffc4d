import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ConsentBanner, CookieSettingsButton } from './consent-banner';
import { consentStore } from './consent-store';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ConsentBanner />
    </MemoryRouter>,
  );
}

function reset() {
  document.cookie = 'userConsent=; Max-Age=0; Path=/';
  act(() => {
    consentStore.value = null;
    consentStore.dismissed = false;
    consentStore.reopened = false;
  });
}

describe('consent banner', () => {
  beforeEach(reset);

  it('offers accept and refuse as equal buttons, and accepting hides it', () => {
    renderAt('/');
    const accept = screen.getByRole('button', { name: 'Accept cookies' });
    const refuse = screen.getByRole('button', { name: 'Refuse cookies' });
    expect(accept.className).toBe(refuse.className);
    fireEvent.click(accept);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(document.cookie).toContain('userConsent=accepted');
  });

  it('refusing stores refused and hides it on this page at once', () => {
    renderAt('/community/');
    fireEvent.click(screen.getByRole('button', { name: 'Refuse cookies' }));
    expect(document.cookie).toContain('userConsent=refused');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('is a form that posts the choice and the page to return to, for a press made before the page is live', () => {
    renderAt('/used-yachts-for-sale/?sort=price-asc');
    const form = screen.getByRole('region', { name: 'Cookie consent' }).querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/consent');
    expect(form.querySelector<HTMLInputElement>('input[name="return"]')!.value).toBe('/used-yachts-for-sale/?sort=price-asc');
    const refuse = screen.getByRole('button', { name: 'Refuse cookies' });
    const accept = screen.getByRole('button', { name: 'Accept cookies' });
    expect([refuse.getAttribute('type'), refuse.getAttribute('name'), refuse.getAttribute('value')]).toEqual([
      'submit',
      'choice',
      'refused',
    ]);
    expect([accept.getAttribute('type'), accept.getAttribute('name'), accept.getAttribute('value')]).toEqual([
      'submit',
      'choice',
      'accepted',
    ]);
  });

  it('Cookie settings opens the choice again after it was made, saying what it is', () => {
    document.cookie = 'userConsent=accepted; Path=/';
    act(() => {
      consentStore.value = 'accepted';
    });
    render(
      <MemoryRouter initialEntries={['/user/login']}>
        <ConsentBanner />
        <CookieSettingsButton />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toHaveTextContent('You have accepted cookies.');
    fireEvent.click(screen.getByRole('button', { name: 'Refuse cookies' }));
    expect(document.cookie).toContain('userConsent=refused');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('closing only hides it and stores nothing', () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(document.cookie).not.toContain('userConsent');
  });
});
