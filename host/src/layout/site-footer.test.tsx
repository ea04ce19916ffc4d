import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SiteFooter } from './site-footer';

function renderFooter() {
  return render(
    <MemoryRouter initialEntries={['/community/']}>
      <Routes>
        <Route path="/user/agreement" element={<h1>User Agreement</h1>} />
        <Route path="/user/privacy" element={<h1>Privacy Policy</h1>} />
        <Route path="*" element={<h1>Community</h1>} />
      </Routes>
      <SiteFooter />
    </MemoryRouter>,
  );
}

describe('the site footer', () => {
  it('links the User Agreement and the Privacy Policy in its legal area', () => {
    renderFooter();
    const legal = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', '/user/agreement');
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/user/privacy');
    expect(legal.closest('.footer-legal')).toHaveTextContent(/© \d{4} Yacht Harbour/);
  });

  it('opens the documents inside the site', () => {
    renderFooter();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    fireEvent.click(within(legal).getByRole('link', { name: 'Privacy Policy' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    fireEvent.click(within(legal).getByRole('link', { name: 'User Agreement' }));
    expect(screen.getByRole('heading', { level: 1, name: 'User Agreement' })).toBeInTheDocument();
  });

  it('keeps its site links', () => {
    renderFooter();
    const links = within(screen.getByRole('navigation', { name: 'Footer' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['New yachts', '/new-yachts-for-sale/'],
      ['Used yachts', '/used-yachts-for-sale/'],
      ['Dealers', '/dealers/'],
      ['Community', '/community/'],
      ['Account', '/account/information'],
    ]);
  });
});
