import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMMUNITY_MESSAGES, REPORT_REASON_LABELS } from '@yachts/contracts/community';
import { modalStore } from 'shared/modals';
import {
  apiFail,
  apiOk,
  expectAlertThenTryAgain,
  expectMissingWithoutAsking,
  failOnceThen,
  formFail,
  formOk,
  logInAs,
  signedFields,
} from 'shared/testing';
import { ANA, topicDetail } from '../post/testing/fixtures';
import { postPageServer } from '../post/testing/post-page-server';
import { location, renderPage } from '../post/testing/render-page';
import { LINK_COPIED } from '../post/share-button';
import { FOLLOWING_TOPIC } from '../reactions/follow-topic-button';
import { SAVED_TEXT } from '../reactions/save-button';
import { COMMENTS_CLOSED } from '../comments/comments-section';
import { TOPIC_DELETED } from './topic-page';

const TOPIC = '/api/v1/community/topics/42';

const server = postPageServer(TOPIC, topicDetail(), []);

const title = () => screen.findByRole('heading', { level: 1, name: 'Anchoring in Mediterranean mooring fields' });
const actions = () => screen.getByRole('group', { name: 'Topic actions' });
const body = (request: { body: unknown } | undefined) => request?.body as Record<string, unknown>;

describe('a topic’s page', () => {
  it('shows the listings the topic cites as cards linking to their pages', async () => {
    const cited = {
      kind: 'idle' as const,
      id: 7,
      slug: 'hallberg-rassy-40c-2012',
      url: '/yachts/used/7-hallberg-rassy-40c-2012',
      builder: 'Hallberg-Rassy',
      model: '40C',
      modelLine: '',
      type: 'sail' as const,
      year: 2012,
      lengthM: 12.4,
      cabins: 3,
      berths: 6,
      fuel: 'diesel' as const,
      price: 265000,
      currency: 'GBP' as const,
      location: 'Hamble',
      country: 'GB',
      imageUrl: '/uploads/seed/h1.jpg',
      photoCount: 1,
      listedAt: '2026-10-01T09:00:00.000Z',
      condition: 'good' as const,
      engineHours: 900,
    };
    server.on('GET', TOPIC, apiOk(topicDetail({ citedYachts: [cited] })));
    renderPage('/community/topic/42');
    const section = await screen.findByRole('region', { name: 'The yacht in this topic' });
    const card = within(section).getByRole('link', { name: /Hallberg-Rassy 40C/ });
    expect(card).toHaveAttribute('href', '/yachts/used/7-hallberg-rassy-40c-2012');
    expect(card).toHaveTextContent('2012 · 12.4 m · Used');
    expect(card).toHaveTextContent('£265,000');
  });

  it('shows no yacht cards when the topic cites none', async () => {
    renderPage('/community/topic/42');
    expect(await title()).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /in this topic/ })).not.toBeInTheDocument();
  });

  it('shows where the topic is, who wrote it and when, its body, images and links', async () => {
    renderPage('/community/topic/42');
    expect(await title()).toBeInTheDocument();
    expect(document.title).toBe('Anchoring in Mediterranean mooring fields · Yacht Harbour');

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/community/');
    expect(within(crumbs).getByRole('link', { name: 'Seamanship' })).toHaveAttribute('href', '/community/module/3');
    expect(within(crumbs).getByText('Anchoring in Mediterranean mooring fields')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Section: Seamanship' })).toHaveAttribute('href', '/community/module/3');

    const post = screen.getByRole('article', { name: 'Anchoring in Mediterranean mooring fields' });
    expect(within(post).getByRole('link', { name: 'Ana Sailor' })).toHaveAttribute('href', '/account/information/ana-uuid');
    const time = within(post).getAllByText('3 hours ago')[0]!;
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(within(post).getByText(/^· \d{1,2} \w+ \d{4} at \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(post).getByText('crowded').tagName).toBe('STRONG');
    expect(within(post).getByRole('heading', { level: 2, name: 'What I tried' })).toBeInTheDocument();

    const links = within(post).getByRole('region', { name: 'Links' });
    const pilot = within(links).getByRole('link', { name: 'Pilot book (opens in a new tab)' });
    expect(pilot).toHaveAttribute('href', 'https://www.example.org/pilot/med');
    expect(pilot).toHaveAttribute('target', '_blank');
    expect(pilot).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
    expect(links).toHaveTextContent('example.org');

    const images = within(post).getByRole('region', { name: 'Images' });
    expect(within(images).getAllByRole('button', { name: /^Open image \d of 3 full screen$/ })).toHaveLength(3);
    // The first is the page's main picture: fetched at once and first; the others when they near the screen.
    const pictures = Array.from(images.querySelectorAll('img'));
    expect(pictures.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Comments (2)' })).toBeInTheDocument();
  });

  it('asks for the topic with the login token when a member reads it', async () => {
    logInAs('me-uuid');
    renderPage('/community/topic/42');
    await title();
    expect(server.calls('GET', TOPIC)[0]?.headers['access-token']).toBe('login-token');
  });

  it('sanitises the body again in the browser and shows a title with markup as text', async () => {
    server.on(
      'GET',
      TOPIC,
      apiOk(
        topicDetail({
          title: '<b>Bold</b> claims',
          body: '<p>Safe</p><img src="x" onerror="window.__hacked = 1"><script>window.__hacked = 2</script><a href="javascript:alert(1)">x</a>',
          links: [{ title: 'Sneaky', url: 'javascript:alert(1)' }],
        }),
      ),
    );
    renderPage('/community/topic/42');
    expect(await screen.findByRole('heading', { level: 1, name: '<b>Bold</b> claims' })).toBeInTheDocument();
    const post = screen.getByRole('article', { name: '<b>Bold</b> claims' });
    expect(post.querySelector('script')).toBeNull();
    expect(post.querySelector('[onerror]')).toBeNull();
    expect(post.querySelector('a[href^="javascript"]')).toBeNull();
    // A link with an address that is not http(s) is shown as its title only.
    expect(within(post).getByText('Sneaky').tagName).toBe('SPAN');
    expect((window as { __hacked?: number }).__hacked).toBeUndefined();
  });

  it('opens an image full screen: previous / next, arrow keys, Escape, focus back on the picture', async () => {
    renderPage('/community/topic/42');
    await title();
    const second = screen.getByRole('button', { name: 'Open image 2 of 3 full screen' });
    second.focus();
    fireEvent.click(second);
    const viewer = screen.getByRole('dialog', { name: 'Image viewer' });
    expect(within(viewer).getByRole('button', { name: 'Close image viewer' })).toHaveFocus();
    expect(within(viewer).getByText('Image 2 of 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/uploads/topics/anchor-2.jpg');
    expect(within(viewer).getByRole('img')).toHaveAccessibleName('Anchoring in Mediterranean mooring fields, image 2 of 3');

    fireEvent.click(within(viewer).getByRole('button', { name: 'Next image' }));
    expect(within(viewer).getByText('Image 3 of 3')).toBeInTheDocument();
    fireEvent.keyDown(within(viewer).getByRole('button', { name: 'Next image' }), { key: 'ArrowRight' });
    expect(within(viewer).getByText('Image 1 of 3')).toBeInTheDocument();
    fireEvent.keyDown(within(viewer).getByRole('button', { name: 'Close image viewer' }), { key: 'ArrowLeft' });
    expect(within(viewer).getByText('Image 3 of 3')).toBeInTheDocument();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Previous image' }));
    expect(within(viewer).getByText('Image 2 of 3')).toBeInTheDocument();

    // Tab from the last control goes round to the first: focus stays in the viewer.
    within(viewer).getByRole('button', { name: 'Next image' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(within(viewer).getByRole('button', { name: 'Close image viewer' })).toHaveFocus();

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Image viewer' })).toBeNull();
    expect(second).toHaveFocus();
  });

  it('says clearly when the topic does not exist, with a way back to the community', async () => {
    server.on('GET', TOPIC, apiFail(400404, COMMUNITY_MESSAGES.topicMissing, 404));
    renderPage('/community/topic/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'This topic does not exist or has been deleted' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the community' })).toHaveAttribute('href', '/community/');
    expect(document.title).toBe('Topic not found · Yacht Harbour');
  });

  it('asks nothing of the api for an address without a proper id', async () => {
    renderPage('/community/topic/abc');
    await expectMissingWithoutAsking(server, 'This topic does not exist or has been deleted');
  });

  it('shows a skeleton while loading and offers a retry when the topic could not be loaded', async () => {
    server.on('GET', TOPIC, failOnceThen('Something went wrong on our side.', apiOk(topicDetail())));
    renderPage('/community/topic/42');
    expect(screen.getByText('Loading the topic…')).toBeInTheDocument();
    await expectAlertThenTryAgain('We couldn’t load this topic', 'Something went wrong on our side.');
    expect(await title()).toBeInTheDocument();
  });
});

describe('a hidden topic', () => {
  it('shows the notice instead of the body to other members', async () => {
    server.on('GET', TOPIC, apiOk(topicDetail({ hidden: true, body: '', images: [], links: [] })));
    renderPage('/community/topic/42');
    await title();
    expect(screen.getByRole('note')).toHaveTextContent(COMMUNITY_MESSAGES.hiddenTopic);
    expect(screen.queryByRole('region', { name: 'Images' })).toBeNull();
    expect(screen.queryByText('crowded')).toBeNull();
    // The api takes comments on a hidden topic from its author only.
    expect(await screen.findByText(COMMENTS_CLOSED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in to comment' })).toBeNull();
  });

  it('shows its author the body with the notice', async () => {
    logInAs('ana-uuid');
    server.on('GET', TOPIC, apiOk(topicDetail({ hidden: true, mine: true })));
    renderPage('/community/topic/42');
    await title();
    expect(screen.getByRole('note')).toHaveTextContent(COMMUNITY_MESSAGES.hiddenTopic);
    expect(screen.getByText('crowded')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Images' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Your comment' })).toBeInTheDocument();
    expect(screen.queryByText(COMMENTS_CLOSED)).toBeNull();
  });
});

describe('what a visitor can do with a topic', () => {
  it('gets the login-required modal for praise, follow, save, report and commenting, and nothing is sent', async () => {
    renderPage('/community/topic/42');
    await title();
    const bar = actions();
    const names = ['Praise this topic', 'Follow this topic', 'Save this topic', 'Report this topic'];
    for (const name of names) {
      const button = within(bar).getByRole('button', { name });
      fireEvent.click(button);
      expect(screen.getByRole('dialog', { name: 'Log in to continue' })).toBeInTheDocument();
      act(() => modalStore.close());
    }
    fireEvent.click(await screen.findByRole('button', { name: 'Log in to comment' }));
    expect(screen.getByRole('dialog', { name: 'Log in to continue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete this topic' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Your comment' })).toBeNull();
    await server.settle();
    const writes = server.requests.filter((request) => request.method === 'POST' && request.path !== '/api/index/test/gettoken');
    expect(writes).toEqual([]);
  });

  it('sees the counts: praise and followers', async () => {
    renderPage('/community/topic/42');
    await title();
    const praise = within(actions()).getByRole('button', { name: 'Praise this topic' });
    expect(praise).toHaveAttribute('aria-pressed', 'false');
    expect(praise).toHaveAccessibleDescription('5 praises');
    const follow = within(actions()).getByRole('button', { name: 'Follow this topic' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    expect(follow).toHaveAccessibleDescription('7 followers');
  });
});

describe('what a member can do with a topic', () => {
  beforeEach(() => logInAs('me-uuid'));

  it('praises at once, then shows the api’s count; praising again undoes it', async () => {
    const answers = [formOk({ praised: true, praiseCount: 9 }), formOk({ praised: false, praiseCount: 8 })];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.on('POST', '/index/ajax/support', async () => {
      await held;
      return answers.shift()!;
    });
    renderPage('/community/topic/42');
    await title();
    const praise = within(actions()).getByRole('button', { name: 'Praise this topic' });
    fireEvent.click(praise);
    // Before the answer: the guess.
    expect(praise).toHaveAttribute('aria-pressed', 'true');
    expect(praise).toHaveAccessibleDescription('6 praises');
    release();
    await waitFor(() => expect(praise).toHaveAccessibleDescription('9 praises'));
    expect(body(server.calls('POST', '/index/ajax/support')[0])).toMatchObject({ id: 42, type: 'topic', __token__: 'test-csrf-token' });

    fireEvent.click(praise);
    await waitFor(() => expect(praise).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(praise).toHaveAccessibleDescription('8 praises'));
  });

  it('puts the praise back and says why when the call fails', async () => {
    server.on('POST', '/index/ajax/support', formFail(COMMUNITY_MESSAGES.ownPraise));
    renderPage('/community/topic/42');
    await title();
    const praise = within(actions()).getByRole('button', { name: 'Praise this topic' });
    fireEvent.click(praise);
    expect(praise).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText(COMMUNITY_MESSAGES.ownPraise)).toBeInTheDocument();
    expect(praise).toHaveAttribute('aria-pressed', 'false');
    expect(praise).toHaveAccessibleDescription('5 praises');
  });

  it('asks to log in again when the api no longer knows the login', async () => {
    server.on('POST', '/index/ajax/support', formFail('Please log in to continue.', 400401, 401));
    renderPage('/community/topic/42');
    await title();
    fireEvent.click(within(actions()).getByRole('button', { name: 'Praise this topic' }));
    expect(await screen.findByRole('dialog', { name: 'Log in to continue' })).toBeInTheDocument();
    expect(within(actions()).getByRole('button', { name: 'Praise this topic' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('follows the topic with the signed call; the count is the api’s', async () => {
    server.on('POST', '/api/v1/topic/42/operation', apiOk({ followed: true, followers: 11 }));
    renderPage('/community/topic/42');
    await title();
    const follow = within(actions()).getByRole('button', { name: 'Follow this topic' });
    expect(follow).toHaveTextContent('Follow');
    fireEvent.click(follow);
    expect(follow).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(follow).toHaveAccessibleDescription('11 followers'));
    expect(follow).toHaveTextContent('Following');
    expect(await screen.findByText(FOLLOWING_TOPIC)).toBeInTheDocument();
    expect(signedFields(server.calls('POST', '/api/v1/topic/42/operation')[0])).toEqual({ operation: 'follow' });
  });

  it('starts from the member’s own state in the api’s answer and unfollows / unsaves', async () => {
    server.on('GET', TOPIC, apiOk(topicDetail({ followed: true, collected: true, praised: true })));
    server.on('POST', '/api/v1/topic/42/operation', apiOk({ followed: false, followers: 6 }));
    server.on('POST', '/api/v1/article/operation', apiOk({ collected: false }));
    renderPage('/community/topic/42');
    await title();
    expect(within(actions()).getByRole('button', { name: 'Praise this topic' })).toHaveAttribute('aria-pressed', 'true');
    const follow = within(actions()).getByRole('button', { name: 'Follow this topic' });
    const save = within(actions()).getByRole('button', { name: 'Save this topic' });
    expect(follow).toHaveAttribute('aria-pressed', 'true');
    expect(save).toHaveTextContent('Saved');
    fireEvent.click(follow);
    fireEvent.click(save);
    await waitFor(() => expect(follow).toHaveAccessibleDescription('6 followers'));
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'false'));
    expect(body(server.calls('POST', '/api/v1/topic/42/operation')[0]).operation).toBe('unfollow');
    expect(body(server.calls('POST', '/api/v1/article/operation')[0])).toMatchObject({ type: 'topic', id: 42, operation: 'uncollect' });
  });

  it('saves the topic to the collection', async () => {
    server.on('POST', '/api/v1/article/operation', apiOk({ collected: true }));
    renderPage('/community/topic/42');
    await title();
    const save = within(actions()).getByRole('button', { name: 'Save this topic' });
    expect(save).toHaveTextContent('Save');
    fireEvent.click(save);
    await waitFor(() => expect(save).toHaveTextContent('Saved'));
    expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText(SAVED_TEXT)).toBeInTheDocument();
    expect(body(server.calls('POST', '/api/v1/article/operation')[0])).toMatchObject({ type: 'topic', id: 42, operation: 'collect' });
  });

  it('puts the saved state back when saving fails', async () => {
    server.on('POST', '/api/v1/article/operation', apiFail(500000, 'Something went wrong on our side.', 500));
    renderPage('/community/topic/42');
    await title();
    const save = within(actions()).getByRole('button', { name: 'Save this topic' });
    fireEvent.click(save);
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(save).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('sharing a topic', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  });

  it('copies the topic’s address to the clipboard', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage('/community/topic/42');
    await title();
    fireEvent.click(within(actions()).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(LINK_COPIED)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('http://localhost/community/topic/42');
  });

  it('shows the address to copy by hand when the browser cannot copy', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    renderPage('/community/topic/42');
    await title();
    fireEvent.click(within(actions()).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Copy this link to share it: http://localhost/community/topic/42')).toBeInTheDocument();
  });
});

describe('reporting a topic', () => {
  beforeEach(() => logInAs('me-uuid'));

  async function openReport() {
    renderPage('/community/topic/42');
    await title();
    // A real click focuses the button; jsdom's does not.
    const report = within(actions()).getByRole('button', { name: 'Report this topic' });
    report.focus();
    fireEvent.click(report);
    return screen.findByRole('dialog', { name: 'Report this topic' });
  }

  it('needs a reason, then sends it with the details; the topic reads "Reported"', async () => {
    server.on('POST', '/community/report', formOk({ hidden: false }));
    const dialog = await openReport();
    const group = within(dialog).getByRole('group', { name: 'Why are you reporting it?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(Object.values(REPORT_REASON_LABELS));
    const details = within(dialog).getByRole('textbox', { name: 'Details' });
    expect(details).toHaveAttribute('maxLength', '500');
    expect(within(dialog).getByText('0 / 500')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(COMMUNITY_MESSAGES.reportReason)).toBeInTheDocument();
    expect(group).toHaveAccessibleDescription(COMMUNITY_MESSAGES.reportReason);
    expect(server.calls('POST', '/community/report')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.spam }));
    expect(within(dialog).queryByText(COMMUNITY_MESSAGES.reportReason)).toBeNull();
    fireEvent.change(details, { target: { value: '  Links to a charter agency  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(COMMUNITY_MESSAGES.reported)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Report this topic' })).toBeNull();
    expect(body(server.calls('POST', '/community/report')[0])).toMatchObject({
      type: 'topic',
      id: 42,
      reason: 'spam',
      detail: 'Links to a charter agency',
    });
    const reported = within(actions()).getByRole('button', { name: 'Reported' });
    expect(reported).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(reported).toHaveFocus());
    fireEvent.click(reported);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('hides the topic when this report was the one that hid it', async () => {
    server.on('POST', '/community/report', formOk({ hidden: true }));
    const dialog = await openReport();
    fireEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.abuse }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('note')).toHaveTextContent(COMMUNITY_MESSAGES.hiddenTopic);
    expect(screen.queryByText('crowded')).toBeNull();
  });

  it('shows the api’s refusal in the dialog and reads "Reported" once it is closed', async () => {
    server.on('POST', '/community/report', formFail(COMMUNITY_MESSAGES.alreadyReported));
    const dialog = await openReport();
    fireEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.other }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(COMMUNITY_MESSAGES.alreadyReported);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(actions()).getByRole('button', { name: 'Reported' })).toBeInTheDocument();
  });

  it('puts the api’s field messages under the fields', async () => {
    server.on('POST', '/community/report', {
      status: 400,
      body: { code: 0, msg: { detail: COMMUNITY_MESSAGES.reportDetailTooLong }, data: null },
    });
    const dialog = await openReport();
    fireEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.unsafe }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(COMMUNITY_MESSAGES.reportDetailTooLong)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Details' })).toHaveAccessibleDescription(
      expect.stringContaining(COMMUNITY_MESSAGES.reportDetailTooLong),
    );
  });

  it('closes with Cancel or Escape without sending, focus back on Report', async () => {
    const dialog = await openReport();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(within(actions()).getByRole('button', { name: 'Report this topic' })).toHaveFocus());
    fireEvent.click(within(actions()).getByRole('button', { name: 'Report this topic' }));
    expect(screen.getByRole('dialog', { name: 'Report this topic' })).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await server.settle();
    expect(server.calls('POST', '/community/report')).toEqual([]);
  });
});

describe('the author’s own topic', () => {
  beforeEach(() => {
    logInAs('ana-uuid');
    server.on('GET', TOPIC, apiOk(topicDetail({ mine: true, author: ANA })));
  });

  it('shows the praise count without a button and no Report', async () => {
    renderPage('/community/topic/42');
    await title();
    expect(within(actions()).queryByRole('button', { name: 'Praise this topic' })).toBeNull();
    expect(within(actions()).getByTestId('praise-count')).toHaveTextContent('5 praises');
    expect(within(actions()).queryByRole('button', { name: 'Report this topic' })).toBeNull();
  });

  it('deletes after asking, then goes to the topic’s section', async () => {
    server.on('POST', '/community/deltopic', formOk(null));
    renderPage('/community/topic/42');
    await title();
    fireEvent.click(within(actions()).getByRole('button', { name: 'Delete this topic' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this topic?' });
    expect(dialog).toHaveAccessibleDescription('The topic, its comments and its praise are removed for everyone. This cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls('POST', '/community/deltopic')).toEqual([]);

    fireEvent.click(within(actions()).getByRole('button', { name: 'Delete this topic' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this topic?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete topic' }));
    // The toast first: it lives 1.5 s, and the section's page (a lazy part) may take longer than that to come on a
    // busy machine; the toast is shown as the move starts, so waiting for the address first could miss it.
    expect(await screen.findByText(TOPIC_DELETED)).toBeInTheDocument();
    await waitFor(() => expect(location.current).toBe('/community/module/3'));
    expect(body(server.calls('POST', '/community/deltopic')[0])).toMatchObject({ id: 42 });
  });

  it('stays on the topic and says why when the api refuses', async () => {
    server.on('POST', '/community/deltopic', formFail(COMMUNITY_MESSAGES.notYourTopic, 0, 403));
    renderPage('/community/topic/42');
    await title();
    fireEvent.click(within(actions()).getByRole('button', { name: 'Delete this topic' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete this topic?' })).getByRole('button', { name: 'Delete topic' }));
    expect(await screen.findByText(COMMUNITY_MESSAGES.notYourTopic)).toBeInTheDocument();
    expect(location.current).toBe('/community/topic/42');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
