import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { compareStore } from './compare-store';
import { CompareLink, CompareToggle } from './compare-toggle';

describe('the way to the comparison from a yacht page', () => {
  beforeEach(() => act(() => compareStore.clear()));

  it('appears beside the Compare button once two yachts are chosen, and leads to the compare page', () => {
    render(
      <MemoryRouter>
        <CompareToggle kind="new" id={101} name="Princess F55" />
        <CompareLink />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: /^Compare \d yachts$/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Compare Princess F55' }));
    expect(screen.queryByRole('link', { name: /^Compare \d yachts$/ })).not.toBeInTheDocument();
    act(() => {
      compareStore.toggle('idle', 7);
    });
    expect(screen.getByRole('link', { name: 'Compare 2 yachts' })).toHaveAttribute('href', compareStore.href);
    expect(compareStore.href).toContain('new-101');
  });
});
