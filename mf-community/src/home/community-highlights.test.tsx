import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { COMMUNITY_API, COMMUNITY_CALLS } from '@yachts/contracts/community';
import { consentStore } from 'shared/consent';
import { apiOk, expectAlertThenTryAgain, failOnceThen, fakeServerPerTest, formOk, textsOf } from 'shared/testing';
import { MODULES, page, topic } from '../lists/testing/fixtures';
import { acceptCookies } from '../lists/testing/render-community';
import CommunityHighlights from './community-highlights';

const server = fakeServerPerTest();

beforeEach(() => {
  acceptCookies();
  server.on('GET', COMMUNITY_API.modules, apiOk({ items: MODULES }));
  server.on('POST', COMMUNITY_CALLS.recommendedTopics, formOk(page([topic(1), topic(2), topic(3), topic(4)], 4)));
});

const show = () =>
  render(
    <MemoryRouter>
      <CommunityHighlights />
    </MemoryRouter>,
  );

describe('the community on the home page', () => {
  it('shows the three busiest sections, linked, and three recommended topics', async () => {
    show();
    expect(screen.getByText('Loading the community…')).toBeInTheDocument();
    const sections = await screen.findByRole('list', { name: 'Busiest community sections' });
    expect(textsOf(sections, 'link')).toEqual(['Cruising', 'Buying a yacht', 'Racing']);
    expect(within(sections).getByRole('link', { name: 'Cruising' })).toHaveAttribute('href', '/community/module/2');
    const recommended = await screen.findByRole('list', { name: 'Recommended topics' });
    expect(
      within(recommended)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/community/topic/1', '/community/topic/2', '/community/topic/3']);
  });

  it('shows the sections alone while cookies are not accepted, and an error with a retry', async () => {
    act(() => {
      consentStore.refuse();
      consentStore.dismiss(); // the visitor closed the banner: no call may bring it back
    });
    server.on('GET', COMMUNITY_API.modules, failOnceThen('Resting', apiOk({ items: MODULES })));
    show();
    await expectAlertThenTryAgain('We couldn’t load the community', 'Resting');
    expect(await screen.findByRole('list', { name: 'Busiest community sections' })).toBeInTheDocument();
    await server.settle();
    expect(screen.queryByRole('list', { name: 'Recommended topics' })).toBeNull();
    expect(server.calls('POST', COMMUNITY_CALLS.recommendedTopics)).toHaveLength(0);
    expect(consentStore.isBannerShown('/')).toBe(false);
  });
});
