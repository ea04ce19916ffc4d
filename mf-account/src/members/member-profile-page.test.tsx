import { screen, within } from '@testing-library/react';
import { apiFail, apiOk } from 'shared/testing';
import { withMemberServer } from '../testing/member-server';
import { memberProfile } from '../testing/community-rows';
import { renderPage } from '../testing/render-page';

const server = withMemberServer();

describe('a member’s profile (/account/information/{uuid})', () => {
  it('shows who they are, their counts, and the way to their topics and replies', async () => {
    server.on('GET', '/api/v1/user/m-9/profile', apiOk(memberProfile()));
    renderPage('/account/information/m-9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Brava' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile photo of Ana Brava' })).toBeInTheDocument();
    expect(screen.getByText(/Member since/)).toHaveTextContent('Member since 5 Mar 2024');

    const activity = screen.getByRole('region', { name: 'In the community' });
    expect(within(activity).getByText('Topics').nextElementSibling).toHaveTextContent('12');
    expect(within(activity).getByText('Articles').nextElementSibling).toHaveTextContent('2');
    expect(within(activity).getByText('Replies').nextElementSibling).toHaveTextContent('31');
    expect(within(activity).getByRole('link', { name: 'See Ana Brava’s topics' })).toHaveAttribute('href', '/account/topic/m-9');
    expect(within(activity).getByRole('link', { name: 'See Ana Brava’s replies' })).toHaveAttribute('href', '/account/reply/m-9');

    const tabs = screen.getByRole('navigation', { name: 'Ana Brava’s pages' });
    expect(within(tabs).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText(/This is how other members see you/)).toBeNull();
    expect(server.calls('GET', '/api/v1/user/m-9/profile')[0]?.headers['access-token']).toBe('login-token');
  });

  it('tells you when the profile is your own, with the way to your account', async () => {
    server.on('GET', '/api/v1/user/me-1/profile', apiOk(memberProfile({ uuid: 'me-1', name: 'Marta Quay' })));
    renderPage('/account/information/me-1');
    expect(await screen.findByText(/This is how other members see you/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account/information');
  });

  it('says when the member does not exist', async () => {
    server.on('GET', '/api/v1/user/gone/profile', apiFail(400404, 'This member does not exist.', 404));
    renderPage('/account/information/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the community' })).toHaveAttribute('href', '/community/');
  });
});
