import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CATALOGUE_API } from '@yachts/contracts/catalogue';
import { computeSign } from '@yachts/contracts/signing';
import { apiFail, apiOk, clearToasts } from 'shared/testing';
import { withFakeApi } from '../testing/fake-api';
import { compareStore } from './compare-store';
import { CompareLink, CompareToggle } from './compare-toggle';

const server = withFakeApi('visitor', clearToasts);

describe('the way to the comparison from a yacht page', () => {
  beforeEach(() => act(() => compareStore.clear()));

  it('appears beside the Compare button once two yachts are chosen, and leads to the compare page', () => {
    server.on('POST', CATALOGUE_API.compared('new', 101), apiOk(null));
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

  it('counts a yacht put aside for its seller’s figures, once per press that adds it, and never one taken out', async () => {
    const path = CATALOGUE_API.compared('idle', 7);
    server.on('POST', path, apiOk(null));
    render(
      <MemoryRouter>
        <CompareToggle kind="idle" id={7} name="Hallberg-Rassy 40C" />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Compare Hallberg-Rassy 40C' });
    fireEvent.click(button);
    await waitFor(() => expect(server.calls('POST', path)).toHaveLength(1));
    // Signed, with nothing but the signature's own fields.
    const { sign, ...fields } = server.calls('POST', path)[0]!.body as Record<string, unknown>;
    expect({ sign, fields: Object.keys(fields).sort() }).toEqual({ sign: computeSign(fields), fields: ['echostr', 'timestamp'] });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    // A refused count changes nothing the visitor sees: the yacht stays chosen.
    server.on('POST', path, apiFail(500000, 'Busy', 503));
    fireEvent.click(button);
    await waitFor(() => expect(server.calls('POST', path)).toHaveLength(2));
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });
});
