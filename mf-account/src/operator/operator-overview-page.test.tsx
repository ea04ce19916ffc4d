// The console's overview: every page of the console's navigation that the operator's role may open, each with what it
// is for, and none it may not open. A page added to the navigation without a line in the overview fails here.
import { act, screen, within } from '@testing-library/react';
import type { OperatorMe } from '@yachts/contracts/operators';
import { OPERATOR_PAGES, operatorPaths } from '@yachts/contracts/paths';
import { operatorStore } from 'shared/operator';
import { fakeServerPerTest, logInAs, renderArea } from 'shared/testing';
import AccountOperatorRoutes from './operator-routes';

fakeServerPerTest();
beforeAll(() => logInAs('op-1', 'op-token'));

const operator = (role: OperatorMe['role']): OperatorMe => ({
  uuid: 'op-1',
  email: 'op@example.com',
  name: 'Opal Operator',
  role,
  totp: 'enabled',
  verified: true,
  verified_until: '2026-11-27T18:00:00.000Z',
  recovery_codes_left: 8,
});

function showOverview(role: OperatorMe['role']) {
  act(() => operatorStore.accept(operator(role)));
  renderArea(AccountOperatorRoutes, '/');
  const list = screen.getByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => ({
      label: within(item).getByRole('link').textContent,
      href: within(item).getByRole('link').getAttribute('href'),
      purpose: item.querySelector('.console-lead')?.textContent ?? '',
    }));
}

describe('the console overview', () => {
  it('lists, for an admin, every page of the console navigation but itself, each with what it is for', () => {
    const pages = showOverview('admin');
    expect(pages.map((page) => page.href)).toEqual(OPERATOR_PAGES.slice(1).map((page) => page.path));
    for (const page of pages) expect(page.purpose).not.toBe('');
    expect(pages.find((page) => page.href === operatorPaths.listingReports())).toMatchObject({
      label: 'Reported listings',
      purpose: expect.stringMatching(/^Listings visitors and members reported/) as unknown,
    });
  });

  it('lists for a moderator only the pages a moderator may open, the reported listings among them', () => {
    const pages = showOverview('moderator');
    const moderators = OPERATOR_PAGES.slice(1).filter((page) => page.role === 'moderator');
    expect(pages.map((page) => page.href)).toEqual(moderators.map((page) => page.path));
    expect(pages.map((page) => page.label)).toContain('Reported listings');
    expect(pages.map((page) => page.label)).not.toContain('Sell applications');
    expect(screen.getByText(/Signed in as op@example.com, moderator\./)).toBeInTheDocument();
  });
});
