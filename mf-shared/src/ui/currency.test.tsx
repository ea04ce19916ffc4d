import { act, fireEvent, render, screen } from '@testing-library/react';
import { sessionStore } from '../session/session-store';
import { CurrencySelect, PriceTag } from './components';
import { currencySymbol } from './format';

afterEach(() => act(() => sessionStore.setCurrency('EUR')));

it('switches the currency prices are shown in, for the whole page, from the five the site shows', () => {
  render(<CurrencySelect tone="dark" />);
  const select = screen.getByRole('combobox', { name: 'Show prices in' });
  expect(select).toHaveValue('EUR');
  expect([...(select as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
    '€ EUR',
    'US$ USD',
    '£ GBP',
    'CHF',
    'A$ AUD',
  ]);
  fireEvent.change(select, { target: { value: 'GBP' } });
  expect(sessionStore.currency).toBe('GBP');
  expect(document.cookie).toContain('currency=GBP');
});

it('shows a converted price as approximate with the asking price beside it, and an unconverted one alone', () => {
  const { container, rerender } = render(<PriceTag price={389_000} currency="EUR" shownPrice={{ amount: 422_826, currency: 'USD' }} />);
  expect(container.querySelector('.price-shown')).toHaveTextContent('≈ about US$422,826');
  expect(container.querySelector('.price-asking')).toHaveTextContent('(asked as €389,000)');
  rerender(<PriceTag price={389_000} currency="EUR" />);
  expect(container).toHaveTextContent(/^€389,000$/);
  expect(currencySymbol('CHF')).toBe('CHF');
});
