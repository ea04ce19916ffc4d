import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMMUNITY_API, COMMUNITY_CALLS } from '@yachts/contracts/community';
import { consentStore } from 'shared/consent';
import { modalStore } from 'shared/modals';
import { apiFail, apiOk, expectAlertThenTryAgain, failOnceThen, formFail, formOk, textsOf } from 'shared/testing';
import { MODULES, article, page, randomModule, topic, topics } from '../lists/testing/fixtures';
import { history, location, logInAs, renderCommunity } from '../lists/testing/render-community';
import { scrollTo, topicListServer } from './testing/topic-list-server';

const server = topicListServer(45);

beforeEach(() => {
  server.on('GET', COMMUNITY_API.modules, apiOk({ items: MODULES }));
  server.on('GET', COMMUNITY_API.articles, apiOk(page([article(1), article(2)], 2)));
  server.on('POST', COMMUNITY_CALLS.randomModule, formOk(randomModule()));
  server.on('POST', COMMUNITY_CALLS.recommendedTopics, formOk(page([topic(7, { title: 'Which survey before buying?' })], 1)));
  server.on('POST', COMMUNITY_CALLS.followedTopics, formOk(page([topic(8, { title: 'Winter berth in Brittany' })], 1)));
});

const latest = () => screen.findByRole('list', { name: 'Latest topics' });
const topicRequests = () => server.calls('GET', COMMUNITY_API.topics);

describe('the community home', () => {
  it('shows the heading, the latest topics as rows with their details, the sections, a spotlight and the newest articles', async () => {
    server.on('GET', COMMUNITY_API.topics, apiOk(page([topic(1, { imageUrl: '/uploads/t1.jpg', commentCount: 12, praiseCount: 1 })], 1)));
    renderCommunity('/community/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();
    expect(screen.getByText('Loading latest topics…')).toBeInTheDocument();
    const list = await latest();
    const [row] = within(list).getAllByRole('listitem');
    expect(within(row!).getByRole('link', { name: 'Topic number 1' })).toHaveAttribute('href', '/community/topic/1');
    expect(within(row!).getByRole('link', { name: 'Section: Cruising' })).toHaveAttribute('href', '/community/module/2');
    expect(within(row!).getByRole('link', { name: 'Member 1' })).toHaveAttribute('href', '/account/information/member-1');
    expect(row).toHaveTextContent('What we learnt on passage 1.');
    expect(row).toHaveTextContent('12 comments');
    expect(row).toHaveTextContent('1 praise');
    const time = row!.querySelector('time')!;
    expect(time).toHaveTextContent('1 hour ago');
    expect(time.getAttribute('dateTime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(time.getAttribute('title')).toMatch(/^\d{1,2} \w+ \d{4} at \d\d:\d\d$/);
    expect(row!.querySelector('img[src="/uploads/t1.jpg"]')).not.toBeNull();
    expect(topicRequests()[0]?.query).toEqual({ sort: 'newest', page: '1', pageSize: '20' });

    const sections = await screen.findByRole('list', { name: 'Community sections' });
    expect(within(sections).getAllByRole('listitem')).toHaveLength(4);
    expect(within(sections).getByRole('link', { name: 'Cruising' })).toHaveAttribute('href', '/community/module/2');
    expect(within(sections).getByText('57 topics')).toBeInTheDocument();
    expect(within(sections).getByText('1 topic')).toBeInTheDocument();

    const spotlight = screen.getByRole('region', { name: 'Section spotlight' });
    expect(await within(spotlight).findByRole('heading', { name: 'Racing' })).toBeInTheDocument();
    expect(within(spotlight).getByRole('link', { name: 'Crewing for the Fastnet' })).toHaveAttribute('href', '/community/topic/90');
    expect(within(spotlight).getByRole('link', { name: 'Visit Racing' })).toHaveAttribute('href', '/community/module/4');

    const articles = await screen.findByRole('list', { name: 'Newest articles' });
    expect(within(articles).getByRole('link', { name: 'Article number 1' })).toHaveAttribute('href', '/community/article/1');
    expect(server.calls('GET', COMMUNITY_API.articles)[0]?.query).toEqual({ page: '1', pageSize: '4' });
  });

  it('cuts a long excerpt and a long title with "..." and still names the link by the whole title', async () => {
    const title = `${'A very long question about osmosis '.repeat(5)}end`;
    server.on('GET', COMMUNITY_API.topics, apiOk(page([topic(1, { title, excerpt: 'word '.repeat(60) })], 1)));
    renderCommunity('/community/');
    const link = within(await latest()).getByRole('link', { name: title });
    expect(link.textContent.length).toBeLessThanOrEqual(140);
    expect(link.textContent.endsWith('...')).toBe(true);
    const excerpt = screen.getByText(/^(word ){20,}/);
    expect(excerpt.textContent.length).toBeLessThanOrEqual(160);
    expect(excerpt.textContent.endsWith('word...')).toBe(true);
  });

  it('sorts by most active from the sort control, keeping the choice in the address', async () => {
    renderCommunity('/community/');
    await latest();
    const sort = screen.getByRole('group', { name: 'Sort topics' });
    expect(within(sort).getByRole('button', { name: 'Newest' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(sort).getByRole('button', { name: 'Most active' }));
    await waitFor(() => expect(location.current).toBe('/community/?sort=active'));
    await waitFor(() => expect(topicRequests().at(-1)?.query).toEqual({ sort: 'active', page: '1', pageSize: '20' }));
    expect(within(sort).getByRole('button', { name: 'Most active' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches tabs with the mouse and the arrow keys; the tab is in the address and a shared link opens it', async () => {
    renderCommunity('/community/');
    await latest();
    const tabs = screen.getByRole('tablist', { name: 'Topic lists' });
    expect(textsOf(tabs, 'tab')).toEqual(['Latest', 'Recommended', 'Following']);
    expect(within(tabs).getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Recommended' }));
    await waitFor(() => expect(location.current).toBe('/community/?tab=recommended'));
    const recommended = await screen.findByRole('list', { name: 'Recommended topics' });
    expect(within(recommended).getByRole('link', { name: 'Which survey before buying?' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', within(tabs).getByRole('tab', { name: 'Recommended' }).id);
    // Recommended topics come in the api's own order: nothing to sort.
    expect(screen.queryByRole('group', { name: 'Sort topics' })).toBeNull();
    expect(server.calls('POST', COMMUNITY_CALLS.recommendedTopics)[0]?.body).toMatchObject({ page: 1, pageSize: 6 });

    fireEvent.keyDown(within(tabs).getByRole('tab', { name: 'Recommended' }), { key: 'ArrowLeft' });
    await waitFor(() => expect(location.current).toBe('/community/'));
    expect(within(tabs).getByRole('tab', { name: 'Latest' })).toHaveFocus();
    fireEvent.keyDown(within(tabs).getByRole('tab', { name: 'Latest' }), { key: 'End' });
    await waitFor(() => expect(location.current).toBe('/community/?tab=following'));
    expect(within(tabs).getByRole('tab', { name: 'Following' })).toHaveAttribute('tabindex', '0');
    expect(within(tabs).getByRole('tab', { name: 'Latest' })).toHaveAttribute('tabindex', '-1');
  });

  it('asks a visitor on the Following tab to log in instead of calling the api', async () => {
    renderCommunity('/community/?tab=following');
    const panel = await screen.findByRole('region', { name: /Following: topics and sections you follow/ });
    expect(within(panel).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(server.calls('POST', COMMUNITY_CALLS.followedTopics)).toHaveLength(0);
    fireEvent.click(within(panel).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: /Log in/ })).toBeInTheDocument();
  });

  it('shows a member the topics they follow, and an empty state when there are none', async () => {
    logInAs('member-uuid');
    const { unmount } = renderCommunity('/community/?tab=following');
    expect(
      within(await screen.findByRole('list', { name: 'Followed topics' })).getByRole('link', { name: 'Winter berth in Brittany' }),
    ).toBeInTheDocument();
    expect(server.calls('POST', COMMUNITY_CALLS.followedTopics)[0]?.body).toMatchObject({ page: 1, pageSize: 20 });
    unmount();
    sessionStorage.clear();
    server.on('POST', COMMUNITY_CALLS.followedTopics, formOk(page([], 0)));
    renderCommunity('/community/?tab=following');
    expect(await screen.findByRole('heading', { name: 'You don’t follow anything yet' })).toBeInTheDocument();
  });

  it('asks a member whose login the api no longer knows to log in again', async () => {
    logInAs('member-uuid');
    server.on('POST', COMMUNITY_CALLS.followedTopics, formFail('Please log in first.', 400401, 401));
    renderCommunity('/community/?tab=following');
    const panel = await screen.findByRole('region', { name: 'Log in to see these topics' });
    expect(within(panel).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('sends a visitor who presses Start a topic to the login-required modal, and a member to the form', async () => {
    renderCommunity('/community/');
    await latest();
    fireEvent.click(screen.getByRole('button', { name: 'Start a topic' }));
    expect(await screen.findByRole('dialog', { name: 'Log in to continue' })).toBeInTheDocument();
    expect(location.current).toBe('/community/');
    act(() => {
      modalStore.close();
      logInAs('member-uuid');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start a topic' }));
    await waitFor(() => expect(location.current).toBe('/community/new'));
  });

  it('shows an error with a retry that loads the topics again, and an empty state when there are none', async () => {
    server.on('GET', COMMUNITY_API.topics, failOnceThen('The community is resting', apiOk(page([], 0))));
    renderCommunity('/community/');
    await expectAlertThenTryAgain('We couldn’t load the topics', 'The community is resting');
    expect(await screen.findByRole('heading', { name: 'No topics yet' })).toBeInTheDocument();
    expect(topicRequests()).toHaveLength(2);
  });

  it('shows a form-style tab with cookies refused: its call uses only the strictly necessary cookies (decision 034)', async () => {
    act(() => consentStore.refuse());
    renderCommunity('/community/?tab=recommended');
    expect(await screen.findByRole('list', { name: 'Recommended topics' })).toBeInTheDocument();
    expect(server.calls('POST', COMMUNITY_CALLS.recommendedTopics)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Cookies are needed here' })).toBeNull();
  });

  it('appends the next page with "Load more topics", moves focus to the first new topic and hides the button at the end', async () => {
    renderCommunity('/community/');
    const list = await latest();
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 45 topics')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more topics' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(40));
    expect(within(list).getByRole('link', { name: 'Topic number 21' })).toHaveFocus();
    expect(await screen.findByText('20 more topics loaded.')).toBeInTheDocument();
    expect(topicRequests().at(-1)?.query).toMatchObject({ page: '2' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more topics' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'Load more topics' })).toBeNull();
    expect(screen.getByText('All 45 topics shown')).toBeInTheDocument();
  });

  it('keeps the topics shown when loading more fails, and tries again', async () => {
    renderCommunity('/community/');
    const list = await latest();
    server.on('GET', COMMUNITY_API.topics, apiFail(500000, 'Timed out', 500));
    fireEvent.click(screen.getByRole('button', { name: 'Load more topics' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load more topics. Timed out');
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    server.on('GET', COMMUNITY_API.topics, apiOk(page(topics(21, 40), 45, 2)));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(40));
  });

  it('loads more of a form-style list after cookies were refused', async () => {
    server.on('POST', COMMUNITY_CALLS.recommendedTopics, formOk(page(topics(1, 6), 12)));
    renderCommunity('/community/?tab=recommended');
    const list = await screen.findByRole('list', { name: 'Recommended topics' });
    act(() => consentStore.refuse());
    server.on('POST', COMMUNITY_CALLS.recommendedTopics, formOk(page(topics(7, 12), 12, 2)));
    fireEvent.click(screen.getByRole('button', { name: 'Load more topics' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    expect(server.calls('POST', COMMUNITY_CALLS.recommendedTopics)).toHaveLength(2);
  });
});

describe('topic lists kept in session storage', () => {
  const scrollPage = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    fireEvent.scroll(window);
  };

  afterEach(() => scrollPage(0));

  it('brings back every loaded page and the scroll position on Back, without asking the api again', async () => {
    renderCommunity('/community/?sort=active');
    const list = await latest();
    fireEvent.click(screen.getByRole('button', { name: 'Load more topics' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(40));
    scrollPage(1840);
    fireEvent.click(within(list).getByRole('link', { name: 'Topic number 33' }));
    await waitFor(() => expect(location.current).toBe('/community/topic/33'));
    // Written when the list goes away: once the topic's page (a module of its own) has arrived and replaced it.
    const readStored = () => JSON.parse(sessionStorage.getItem('community:list:home:latest:active') ?? 'null') as Record<string, unknown>;
    await waitFor(() => expect(readStored()).toMatchObject({ scrollY: 1840 }));
    const stored = readStored();
    expect(stored).toMatchObject({ tab: 'latest', sort: 'active', pages: 2, total: 45, scrollY: 1840, viewer: null });
    expect((stored.items as unknown[]).length).toBe(40);

    const before = topicRequests().length;
    scrollTo.mockClear();
    act(() => void history.navigate!(-1));
    await waitFor(() => expect(location.current).toBe('/community/?sort=active'));
    // At once: no skeleton, every page there.
    expect(screen.queryByText('Loading latest topics…')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Latest topics' })).getAllByRole('listitem')).toHaveLength(40);
    expect(screen.getByText('Showing 40 of 45 topics')).toBeInTheDocument();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 1840, left: 0, behavior: 'instant' }));
    expect(topicRequests()).toHaveLength(before);
    // The list carries on from where it was.
    fireEvent.click(screen.getByRole('button', { name: 'Load more topics' }));
    await waitFor(() => expect(topicRequests().at(-1)?.query).toMatchObject({ sort: 'active', page: '3' }));
  });

  it('restores on a reload too (the first page of a tab is a POP), but loads afresh on a new visit', async () => {
    renderCommunity('/community/');
    await latest();
    fireEvent.click(screen.getByRole('button', { name: 'Load more topics' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Latest topics' })).getAllByRole('listitem')).toHaveLength(40));
    act(() => void history.navigate!('/community/new'));
    act(() => void history.navigate!('/community/'));
    // A link to the community is a fresh visit: page one again.
    expect(location.navigation).toBe('PUSH');
    expect(screen.getByText('Loading latest topics…')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Latest topics' })).getAllByRole('listitem')).toHaveLength(20));
  });

  it('keeps each list to itself: another sort or tab has its own state', async () => {
    renderCommunity('/community/');
    await latest();
    fireEvent.click(screen.getByRole('button', { name: 'Load more topics' }));
    await waitFor(() => expect(screen.getByText('Showing 40 of 45 topics')).toBeInTheDocument());
    fireEvent.click(screen.getByRole('tab', { name: 'Recommended' }));
    await screen.findByRole('list', { name: 'Recommended topics' });
    act(() => void history.navigate!(-1));
    await waitFor(() => expect(location.current).toBe('/community/'));
    expect(screen.getByText('Showing 40 of 45 topics')).toBeInTheDocument();
    expect(sessionStorage.getItem('community:list:home:recommended:default')).not.toBeNull();
  });

  it('does not restore another viewer’s list, nor one that cannot be read', async () => {
    sessionStorage.setItem(
      'community:list:home:latest:newest',
      JSON.stringify({
        version: 1,
        tab: 'latest',
        sort: 'newest',
        items: [topic(99)],
        pages: 1,
        total: 1,
        scrollY: 0,
        savedAt: Date.now(),
        viewer: 'someone',
      }),
    );
    renderCommunity('/community/');
    expect(screen.getByText('Loading latest topics…')).toBeInTheDocument();
    await latest();
    expect(screen.queryByRole('link', { name: 'Topic number 99' })).toBeNull();
  });

  it('still works when the browser refuses to store anything', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      renderCommunity('/community/');
      const list = await latest();
      fireEvent.click(screen.getByRole('button', { name: 'Load more topics' }));
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(40));
      scrollPage(600);
      act(() => void history.navigate!('/community/topic/3'));
      act(() => void history.navigate!(-1));
      expect(await screen.findByRole('list', { name: 'Latest topics' })).toBeInTheDocument();
    } finally {
      setItem.mockRestore();
    }
  });
});
