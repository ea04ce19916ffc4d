import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMMUNITY_API, COMMUNITY_MESSAGES } from '@yachts/contracts/community';
import { modalStore } from 'shared/modals';
import { sessionStore } from 'shared/session';
import { toastStore } from 'shared/ui';
import { apiFail, apiOk, expectAlertThenTryAgain, failOnceThen } from 'shared/testing';
import { moduleDetail, page } from '../lists/testing/fixtures';
import { history, location, logInAs, renderCommunity } from '../lists/testing/render-community';
import { scrollTo, topicListServer } from './testing/topic-list-server';

const server = topicListServer(30);

beforeEach(() => {
  server.on('GET', COMMUNITY_API.module(2), apiOk(moduleDetail()));
});

const moduleList = () => screen.findByRole('list', { name: 'Topics in Cruising' });

describe('a section’s page', () => {
  it('shows breadcrumbs, the section with its counts, and its topics newest first without the section chip', async () => {
    renderCommunity('/community/module/2');
    expect(await screen.findByText('Loading the section…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cruising' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/community/');
    expect(within(crumbs).getByText('Cruising')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Passages, anchorages and life aboard.')).toBeInTheDocument();
    expect(screen.getByText('57 topics')).toBeInTheDocument();
    expect(screen.getByTestId('module-followers')).toHaveTextContent('12 followers');
    const list = await moduleList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).queryByRole('link', { name: 'Section: Cruising' })).toBeNull();
    expect(server.calls('GET', COMMUNITY_API.topics)[0]?.query).toEqual({ module: '2', sort: 'newest', page: '1', pageSize: '20' });
    expect(document.title).toBe('Cruising · Community · Yacht Harbour');
  });

  it('sorts by most active, in the address', async () => {
    renderCommunity('/community/module/2');
    await moduleList();
    fireEvent.click(screen.getByRole('button', { name: 'Most active' }));
    await waitFor(() => expect(location.current).toBe('/community/module/2?sort=active'));
    await waitFor(() =>
      expect(server.calls('GET', COMMUNITY_API.topics).at(-1)?.query).toMatchObject({ module: '2', sort: 'active', page: '1' }),
    );
    expect(screen.getByRole('button', { name: 'Most active' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers "Start a topic in Cruising": a member goes to the form with the section chosen, a visitor logs in first', async () => {
    renderCommunity('/community/module/2');
    const start = await screen.findByRole('button', { name: 'Start a topic in Cruising' });
    fireEvent.click(start);
    expect(await screen.findByRole('dialog', { name: 'Log in to continue' })).toBeInTheDocument();
    act(() => {
      modalStore.close();
      logInAs('member-uuid');
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start a topic in Cruising' }));
    await waitFor(() => expect(location.current).toBe('/community/new?module=2'));
  });

  it('lets a visitor’s follow button open the login-required modal without calling the api', async () => {
    renderCommunity('/community/module/2');
    const follow = await screen.findByRole('button', { name: 'Follow Cruising' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(follow);
    expect(await screen.findByRole('dialog', { name: 'Log in to continue' })).toHaveTextContent(/follow sections/);
    expect(server.calls('POST', COMMUNITY_API.followModule(2))).toHaveLength(0);
  });

  it('follows and unfollows for a member with the signed call, taking the api’s state and count', async () => {
    logInAs('member-uuid');
    server.on('POST', COMMUNITY_API.followModule(2), (request) => {
      const body = request.body as Record<string, unknown>;
      return apiOk({ followed: body.operation === 'follow', followers: body.operation === 'follow' ? 13 : 12 });
    });
    renderCommunity('/community/module/2');
    const follow = await screen.findByRole('button', { name: 'Follow Cruising' });
    fireEvent.click(follow);
    await waitFor(() => expect(follow).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('module-followers')).toHaveTextContent('13 followers');
    expect(follow).toHaveTextContent('Following');
    const sent = server.calls('POST', COMMUNITY_API.followModule(2))[0]!;
    expect(sent.body).toMatchObject({ operation: 'follow' });
    expect(sent.headers['access-token']).toBe('login-token');
    expect(toastStore.toasts.at(-1)?.text).toBe('You follow Cruising.');
    fireEvent.click(follow);
    await waitFor(() => expect(follow).toHaveAttribute('aria-pressed', 'false'));
    expect(server.calls('POST', COMMUNITY_API.followModule(2))[1]?.body).toMatchObject({ operation: 'unfollow' });
    expect(screen.getByTestId('module-followers')).toHaveTextContent('12 followers');
  });

  it('starts pressed for a member who follows it; a failure keeps the state and says why', async () => {
    logInAs('member-uuid');
    server.on('GET', COMMUNITY_API.module(2), apiOk(moduleDetail({ followed: true, followers: 1 })));
    server.on('POST', COMMUNITY_API.followModule(2), apiFail(500000, 'Try again in a minute', 500));
    renderCommunity('/community/module/2');
    const follow = await screen.findByRole('button', { name: 'Follow Cruising' });
    expect(follow).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('module-followers')).toHaveTextContent('1 follower');
    fireEvent.click(follow);
    await waitFor(() => expect(toastStore.toasts.at(-1)?.text).toBe('Try again in a minute'));
    expect(follow).toHaveAttribute('aria-pressed', 'true');
  });

  it('turns an expired login into a visitor with the login-required modal', async () => {
    logInAs('member-uuid');
    server.on('POST', COMMUNITY_API.followModule(2), apiFail(400208, 'Your login has expired.', 401));
    renderCommunity('/community/module/2');
    fireEvent.click(await screen.findByRole('button', { name: 'Follow Cruising' }));
    expect(await screen.findByRole('dialog', { name: 'Log in to continue' })).toBeInTheDocument();
    expect(sessionStore.isLoggedIn).toBe(false);
  });

  it('says the section does not exist for a 404 and for an id that is not a number, without asking the api for the latter', async () => {
    server.on('GET', COMMUNITY_API.module(99), apiFail(400404, COMMUNITY_MESSAGES.moduleMissing, 404));
    const { unmount } = renderCommunity('/community/module/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'This section does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the community' })).toHaveAttribute('href', '/community/');
    unmount();
    const before = server.requests.length;
    renderCommunity('/community/module/cruising');
    expect(screen.getByRole('heading', { level: 1, name: 'This section does not exist' })).toBeInTheDocument();
    expect(server.requests).toHaveLength(before);
  });

  it('shows an error with a retry when the section cannot be loaded', async () => {
    server.on('GET', COMMUNITY_API.module(2), failOnceThen('Busy', apiOk(moduleDetail())));
    renderCommunity('/community/module/2');
    await expectAlertThenTryAgain('We couldn’t load this section');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cruising' })).toBeInTheDocument();
  });

  it('offers to start the first topic in an empty section', async () => {
    server.on('GET', COMMUNITY_API.topics, apiOk(page([], 0)));
    renderCommunity('/community/module/2');
    expect(await screen.findByRole('heading', { name: 'No topics in Cruising yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start the first topic' })).toBeInTheDocument();
  });

  it('comes back from Back with the section and every loaded page at once, and the scroll position', async () => {
    renderCommunity('/community/module/2?sort=active');
    const list = await moduleList();
    fireEvent.click(screen.getByRole('button', { name: 'Load more topics' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(30));
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true, writable: true });
    fireEvent.scroll(window);
    fireEvent.click(within(list).getByRole('link', { name: 'Topic number 25' }));
    await waitFor(() => expect(location.current).toBe('/community/topic/25'));
    // The list goes away (and keeps its state) once the topic's page, a module of its own, has arrived.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Topics in Cruising' })).toBeNull());
    const requests = server.requests.length;
    act(() => void history.navigate!(-1));
    await waitFor(() => expect(location.current).toBe('/community/module/2?sort=active'));
    // Drawn from storage in the first render: no section skeleton, no list skeleton.
    expect(screen.getByRole('heading', { level: 1, name: 'Cruising' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the section…')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Topics in Cruising' })).getAllByRole('listitem')).toHaveLength(30);
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 900, left: 0, behavior: 'instant' }));
    // Only the section is asked again (its follower count may have moved), not the topics.
    await waitFor(() => expect(server.requests.length).toBe(requests + 1));
    expect(server.requests.at(-1)?.path).toBe(COMMUNITY_API.module(2));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  });
});
