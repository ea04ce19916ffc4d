import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ConsentBanner } from './consent-banner';
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

  it('refusing stores refused; the banner stays on ordinary pages and not on the exempt ones', () => {
    const { unmount } = renderAt('/community/');
    fireEvent.click(screen.getByRole('button', { name: 'Refuse cookies' }));
    expect(document.cookie).toContain('userConsent=refused');
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
    unmount();
    renderAt('/user/login');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('closing only hides it and stores nothing', () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(document.cookie).not.toContain('userConsent');
  });
});
