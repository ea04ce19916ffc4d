import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { COMMUNITY_MESSAGES, REPORT_REASON_LABELS, type CommunityComment } from '@yachts/contracts/community';
import { MESSAGES } from '@yachts/contracts/rules';
import { consentStore } from 'shared/consent';
import { ModalHost, modalStore } from 'shared/modals';
import { PageData, PageDataContext } from 'shared/ssr';
import { ToastViewport } from 'shared/ui';
import type { CommentTarget } from '../api/comments';
import {
  acceptCookies,
  apiFail,
  apiOk,
  beVisitor,
  closeModals,
  expectAlertThenTryAgain,
  expectNothingAsked,
  failOnceThen,
  fakeServerPerTest,
  formFail,
  formOk,
  logInAs,
  signedFields,
} from 'shared/testing';
import { ANA, BEN, ME, comment, page } from '../post/testing/fixtures';
import { COMMENT_POSTED, CommentsSection, REPLY_POSTED } from './comments-section';

const LIST = '/api/v1/community/topics/42/comments';
const ARTICLE_LIST = '/api/v1/community/articles/9/comments';
const REPLIES = '/api/v1/community/comments/100/replies';
const CREATE = '/community/createcomments';
const TOPIC: CommentTarget = { kind: 'topic', id: 42 };

beforeAll(acceptCookies);
const server = fakeServerPerTest(closeModals, beVisitor);
beforeEach(beVisitor);

function renderComments(target: CommentTarget = TOPIC, commentCount = 2, pageData: PageData | null = null) {
  return render(
    <PageDataContext.Provider value={pageData}>
      <MemoryRouter>
        <CommentsSection target={target} commentCount={commentCount} />
        <ModalHost />
        <ToastViewport />
      </MemoryRouter>
    </PageDataContext.Provider>,
  );
}

const body = (request: { body: unknown } | undefined) => request?.body as Record<string, unknown>;
const commentBy = (name: string) => screen.findByRole('article', { name: `Comment by ${name}` });

/** Ben's comment with two of its four replies; the second reply answers Ana's reply. */
function thread(): CommunityComment[] {
  return [
    comment({
      id: 100,
      author: BEN,
      content: 'Drop in sand, not weed.',
      replyCount: 4,
      replies: [
        comment({ id: 101, parentId: 100, author: ANA, content: 'Agreed, and back down slowly.', praiseCount: 1 }),
        comment({ id: 102, parentId: 100, author: BEN, replyTo: ANA, content: 'At half revs.', praiseCount: 0 }),
      ],
    }),
    comment({ id: 110, author: ANA, content: 'Use a trip line in rocky bays.', praiseCount: 3 }),
  ];
}

describe('the comments of a topic', () => {
  it('lists comments oldest first with their replies; "replying to" says whom a reply answers', async () => {
    server.on('GET', LIST, apiOk(page(thread(), 2)));
    renderComments(TOPIC, 6);
    expect(screen.getByRole('heading', { level: 2, name: 'Comments (6)' })).toBeInTheDocument();
    expect(screen.getByText('Loading the comments…')).toBeInTheDocument();
    const ben = await commentBy('Ben Skipper');
    expect(server.calls('GET', LIST)[0]?.query).toEqual({ page: '1', pageSize: '10' });
    expect(within(ben).getByText('Drop in sand, not weed.')).toBeInTheDocument();
    expect(within(ben).getAllByRole('link', { name: 'Ben Skipper' })[0]).toHaveAttribute('href', '/account/information/ben-uuid');
    expect(within(ben).getAllByText('2 hours ago')[0]?.tagName).toBe('TIME');

    const replies = within(ben).getByRole('group', { name: 'Replies to Ben Skipper' });
    const [first, second] = within(replies).getAllByRole('article');
    expect(first).toHaveAccessibleName('Reply by Ana Sailor');
    expect(second).toHaveAccessibleName('Reply by Ben Skipper');
    expect(second).toHaveTextContent('replying to Ana Sailor');
    expect(within(second!).getByRole('link', { name: 'Ana Sailor' })).toHaveAttribute('href', '/account/information/ana-uuid');
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual([
      'Comment by Ben Skipper',
      'Reply by Ana Sailor',
      'Reply by Ben Skipper',
      'Comment by Ana Sailor',
    ]);
  });

  it('loads the rest of a thread with "Show n more replies", without repeating the replies shown', async () => {
    server.on('GET', LIST, apiOk(page(thread(), 2)));
    const [root] = thread();
    server.on(
      'GET',
      REPLIES,
      apiOk(
        page(
          [
            ...root!.replies,
            comment({ id: 103, parentId: 100, author: ME, content: 'Third reply' }),
            comment({ id: 104, parentId: 100, author: ANA, content: 'Fourth reply' }),
          ],
          4,
        ),
      ),
    );
    renderComments();
    const ben = await commentBy('Ben Skipper');
    fireEvent.click(within(ben).getByRole('button', { name: 'Show 2 more replies' }));
    expect(await within(ben).findByText('Fourth reply')).toBeInTheDocument();
    expect(server.calls('GET', REPLIES)[0]?.query).toEqual({ page: '1', pageSize: '10' });
    const replies = within(ben).getByRole('group', { name: 'Replies to Ben Skipper' });
    expect(
      within(replies)
        .getAllByRole('article')
        .map((article) => article.querySelector('.comment-text')?.textContent),
    ).toEqual(['Agreed, and back down slowly.', 'At half revs.', 'Third reply', 'Fourth reply']);
    expect(within(ben).queryByRole('button', { name: /more repl/ })).toBeNull();
  });

  it('says "Show 1 more reply" for one', async () => {
    server.on('GET', LIST, apiOk(page([comment({ replyCount: 1 })], 1)));
    renderComments();
    expect(await screen.findByRole('button', { name: 'Show 1 more reply' })).toBeInTheDocument();
  });

  it('loads more comments a page at a time', async () => {
    const first = Array.from({ length: 10 }, (_, i) => comment({ id: 200 + i, content: `Comment ${i + 1}` }));
    server.on('GET', LIST, (request) =>
      request.query.page === '1'
        ? apiOk(page(first, 12))
        : apiOk(page([comment({ id: 210, content: 'Comment 11' }), comment({ id: 211, content: 'Comment 12' })], 12, 2)),
    );
    renderComments(TOPIC, 12);
    expect(await screen.findByText('Showing 10 of 12 comments')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more comments' }));
    expect(await screen.findByText('Comment 12')).toBeInTheDocument();
    expect(server.calls('GET', LIST)[1]?.query).toEqual({ page: '2', pageSize: '10' });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Show more comments' })).toBeNull();
  });

  it('shows a stored script or image tag in a comment as text, never as HTML', async () => {
    const nasty = '<script>window.__hacked = 1</script><img src=x onerror="window.__hacked = 2">';
    server.on('GET', LIST, apiOk(page([comment({ content: nasty })])));
    renderComments();
    const ben = await commentBy('Ben Skipper');
    expect(within(ben).getByText(nasty)).toBeInTheDocument();
    expect(ben.querySelector('script')).toBeNull();
    expect(ben.querySelector('img[src="x"]')).toBeNull();
    expect((window as { __hacked?: number }).__hacked).toBeUndefined();
  });

  it('shows hidden and deleted comments as placeholders, without their actions', async () => {
    server.on(
      'GET',
      LIST,
      apiOk(
        page([
          comment({ id: 1, content: '', hidden: true, author: ANA }),
          comment({
            id: 2,
            content: '',
            deleted: true,
            replyCount: 1,
            replies: [comment({ id: 3, parentId: 2, author: ME, content: 'Still here' })],
          }),
        ]),
      ),
    );
    renderComments();
    const hidden = await commentBy('Ana Sailor');
    expect(hidden).toHaveTextContent(COMMUNITY_MESSAGES.hiddenComment);
    expect(within(hidden).queryByRole('button', { name: /Praise|Reply|Report/ })).toBeNull();
    const deleted = screen.getByRole('article', { name: 'Comment by Ben Skipper' });
    expect(deleted).toHaveTextContent(COMMUNITY_MESSAGES.deletedComment);
    expect(within(deleted).getByText('Still here')).toBeInTheDocument();
    expect(within(deleted).queryByRole('button', { name: 'Praise comment by Ben Skipper' })).not.toBeInTheDocument();
  });

  it('says so when there are no comments yet', async () => {
    server.on('GET', LIST, apiOk(page([])));
    renderComments(TOPIC, 0);
    expect(await screen.findByText('No comments yet. Start the conversation.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (0)' })).toBeInTheDocument();
  });

  it('offers a retry when the comments could not be loaded', async () => {
    server.on('GET', LIST, failOnceThen('Something went wrong on our side.', apiOk(page(thread()))));
    renderComments();
    await expectAlertThenTryAgain('We couldn’t load the comments');
    expect(await commentBy('Ben Skipper')).toBeInTheDocument();
  });
});

describe('reading without cookie consent', () => {
  beforeEach(() => act(() => consentStore.refuse()));
  afterEach(() => act(() => consentStore.accept()));

  const noErrorShown = () => {
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/couldn’t load|cookie consent|cancelled/i)).toBeNull();
  };

  it('reads the comments, the next page and the rest of a thread through public GETs; nothing is cancelled', async () => {
    const first = [...thread(), ...Array.from({ length: 8 }, (_, i) => comment({ id: 200 + i, author: ME, content: `Comment ${i + 3}` }))];
    server.on('GET', LIST, (request) =>
      apiOk(request.query.page === '1' ? page(first, 11) : page([comment({ id: 300, author: ME, content: 'Comment 11' })], 11, 2)),
    );
    server.on('GET', REPLIES, apiOk(page([...thread()[0]!.replies, comment({ id: 103, parentId: 100, content: 'Third reply' })], 3)));
    renderComments(TOPIC, 14);
    const ben = await commentBy('Ben Skipper');
    fireEvent.click(screen.getByRole('button', { name: 'Show more comments' }));
    expect(await screen.findByText('Comment 11')).toBeInTheDocument();
    fireEvent.click(within(ben).getByRole('button', { name: 'Show 2 more replies' }));
    expect(await within(ben).findByText('Third reply')).toBeInTheDocument();
    noErrorShown();
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([`GET ${LIST}`, `GET ${LIST}`, `GET ${REPLIES}`]);
  });

  it('shows the first page the server rendered at once and does not ask for it again', async () => {
    const pageData = new PageData({ 'comments:topic:42': { status: 'ready', data: page(thread(), 2) } });
    renderComments(TOPIC, 6, pageData);
    expect(screen.getByRole('article', { name: 'Comment by Ben Skipper' })).toHaveTextContent('Drop in sand, not weed.');
    expect(screen.getByRole('article', { name: 'Reply by Ana Sailor' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the comments…')).toBeNull();
    await expectNothingAsked(server);
    noErrorShown();
  });

  it('never shows a consent cancel as an error: the page stays quiet and the banner asks', async () => {
    const pageData = new PageData({
      'comments:topic:42': {
        status: 'error',
        error: { message: 'cancelled: cookie consent is missing', code: null, status: null, cancelled: true },
      },
    });
    renderComments(TOPIC, 2, pageData);
    await server.settle();
    noErrorShown();
    expect(screen.getByRole('heading', { level: 2, name: 'Comments (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in to comment' })).toBeInTheDocument();
  });
});

describe('the reader’s own state', () => {
  it('reads the first page again when the reader logs in', async () => {
    server.on('GET', LIST, apiOk(page(thread(), 2)));
    renderComments();
    await commentBy('Ben Skipper');
    server.on(
      'GET',
      LIST,
      apiOk(page([comment({ id: 100, author: BEN, content: 'Drop in sand, not weed.', praised: true, praiseCount: 4 })], 1)),
    );
    act(() => logInAs('me-uuid'));
    await waitFor(() => expect(server.calls('GET', LIST)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Comment by Ana Sailor' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Praise comment by Ben Skipper' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('what a visitor can do in the comments', () => {
  beforeEach(() => server.on('GET', LIST, apiOk(page(thread()))));

  it('gets the login-required modal for commenting, replying, praising and reporting, and nothing is sent', async () => {
    renderComments();
    const ben = await commentBy('Ben Skipper');
    expect(screen.queryByRole('textbox', { name: 'Your comment' })).toBeNull();
    const opens = [
      screen.getByRole('button', { name: 'Log in to comment' }),
      within(ben).getAllByRole('button', { name: 'Reply to Ben Skipper' })[0]!,
      within(ben).getAllByRole('button', { name: 'Praise comment by Ben Skipper' })[0]!,
      within(ben).getAllByRole('button', { name: 'Report comment by Ben Skipper' })[0]!,
    ];
    for (const button of opens) {
      fireEvent.click(button);
      expect(screen.getByRole('dialog', { name: 'Log in to continue' })).toBeInTheDocument();
      act(() => modalStore.close());
    }
    expect(screen.queryByRole('textbox', { name: 'Reply to Ben Skipper' })).toBeNull();
    await server.settle();
    expect(server.requests.filter((request) => request.path !== LIST && request.path !== '/api/index/test/gettoken')).toEqual([]);
  });
});

describe('what a member can do in the comments', () => {
  beforeEach(() => {
    logInAs('me-uuid');
    server.on('GET', LIST, apiOk(page(thread(), 2)));
  });

  it('needs some text, then posts the comment: it appears at the end, the field clears, and it is announced', async () => {
    server.on('POST', CREATE, formOk(comment({ id: 300, author: ME, mine: true, content: 'Thanks, all!\nVery helpful.', praiseCount: 0 })));
    renderComments();
    await commentBy('Ben Skipper');
    const field = screen.getByRole('textbox', { name: 'Your comment' });
    expect(field).toHaveAttribute('maxLength', '2000');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText(MESSAGES.comment)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.comment));
    expect(server.calls('POST', CREATE)).toEqual([]);

    fireEvent.change(field, { target: { value: 'Thanks, all!\nVery helpful.' } });
    expect(screen.queryByText(MESSAGES.comment)).toBeNull();
    expect(screen.getByText('26 / 2000')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    const mine = await commentBy('Me Myself');
    expect(body(server.calls('POST', CREATE)[0])).toMatchObject({ topic_id: 42, content: 'Thanks, all!\nVery helpful.' });
    expect(body(server.calls('POST', CREATE)[0])).not.toHaveProperty('cid');
    expect(mine.querySelector('.comment-text')?.textContent).toBe('Thanks, all!\nVery helpful.');
    expect(screen.getAllByRole('article', { name: /^Comment by/ }).at(-1)).toBe(mine);
    expect(field).toHaveValue('');
    expect(screen.getByText(COMMENT_POSTED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (3)' })).toBeInTheDocument();
    // One's own comment: no praise button, no report; delete instead.
    expect(within(mine).queryByRole('button', { name: 'Praise comment by Me Myself' })).toBeNull();
    expect(within(mine).getByTestId('praise-count')).toHaveTextContent('0 praises');
    expect(within(mine).queryByRole('button', { name: 'Report comment by Me Myself' })).toBeNull();
    expect(within(mine).getByRole('button', { name: 'Delete your comment' })).toBeInTheDocument();
  });

  it('sends one comment for a double click (the submit is debounced)', async () => {
    server.on('POST', CREATE, formOk(comment({ id: 301, author: ME, mine: true, content: 'Once' })));
    renderComments();
    await commentBy('Ben Skipper');
    fireEvent.change(screen.getByRole('textbox', { name: 'Your comment' }), { target: { value: 'Once' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    await commentBy('Me Myself');
    await server.settle();
    expect(server.calls('POST', CREATE)).toHaveLength(1);
  });

  it('puts the api’s field message under the field and keeps the text', async () => {
    server.on('POST', CREATE, { status: 400, body: { code: 0, msg: { content: COMMUNITY_MESSAGES.commentTooLong }, data: null } });
    renderComments();
    await commentBy('Ben Skipper');
    const field = screen.getByRole('textbox', { name: 'Your comment' });
    fireEvent.change(field, { target: { value: 'Too long, says the server' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText(COMMUNITY_MESSAGES.commentTooLong)).toBeInTheDocument();
    expect(field).toHaveValue('Too long, says the server');
    expect(screen.queryByRole('article', { name: 'Comment by Me Myself' })).toBeNull();
  });

  it('shows other refusals as a toast', async () => {
    server.on('POST', CREATE, formFail(COMMUNITY_MESSAGES.topicMissing, 0, 404));
    renderComments();
    await commentBy('Ben Skipper');
    fireEvent.change(screen.getByRole('textbox', { name: 'Your comment' }), { target: { value: 'Hello?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText(COMMUNITY_MESSAGES.topicMissing)).toBeInTheDocument();
  });

  it('replies to a comment in an inline composer; the reply joins the thread', async () => {
    server.on(
      'POST',
      CREATE,
      formOk(comment({ id: 400, parentId: 100, author: ME, mine: true, replyTo: null, content: 'What scope do you use?' })),
    );
    renderComments();
    const ben = await commentBy('Ben Skipper');
    const replyButton = within(ben).getAllByRole('button', { name: 'Reply to Ben Skipper' })[0]!;
    expect(replyButton).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(replyButton);
    const field = within(ben).getByRole('textbox', { name: 'Reply to Ben Skipper' });
    expect(field).toHaveFocus();
    fireEvent.click(within(ben).getByRole('button', { name: 'Post reply' }));
    expect(await within(ben).findByText(MESSAGES.comment)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'What scope do you use?' } });
    fireEvent.click(within(ben).getByRole('button', { name: 'Post reply' }));
    const reply = await within(ben).findByRole('article', { name: 'Reply by Me Myself' });
    expect(body(server.calls('POST', CREATE)[0])).toMatchObject({ topic_id: 42, content: 'What scope do you use?', cid: 100 });
    expect(reply).toHaveTextContent('What scope do you use?');
    expect(within(ben).queryByRole('textbox', { name: 'Reply to Ben Skipper' })).toBeNull();
    expect(screen.getByText(REPLY_POSTED)).toBeInTheDocument();
    // Four replies known, three shown: still two to load (the new one counts).
    expect(within(ben).getByRole('button', { name: 'Show 2 more replies' })).toBeInTheDocument();
  });

  it('replies to a reply: the answer goes to that reply and shows whom it answers', async () => {
    server.on('POST', CREATE, formOk(comment({ id: 401, parentId: 100, author: ME, mine: true, replyTo: ANA, content: 'How slowly?' })));
    renderComments();
    const ben = await commentBy('Ben Skipper');
    const ana = within(ben).getByRole('article', { name: 'Reply by Ana Sailor' });
    fireEvent.click(within(ana).getByRole('button', { name: 'Reply to Ana Sailor' }));
    fireEvent.change(within(ana).getByRole('textbox', { name: 'Reply to Ana Sailor' }), { target: { value: 'How slowly?' } });
    fireEvent.click(within(ana).getByRole('button', { name: 'Post reply' }));
    const reply = await within(ben).findByRole('article', { name: 'Reply by Me Myself' });
    expect(body(server.calls('POST', CREATE)[0])).toMatchObject({ cid: 101 });
    expect(reply).toHaveTextContent('replying to Ana Sailor');
  });

  it('closes the reply composer with Cancel, focus back on Reply', async () => {
    renderComments();
    const ben = await commentBy('Ben Skipper');
    const replyButton = within(ben).getAllByRole('button', { name: 'Reply to Ben Skipper' })[0]!;
    fireEvent.click(replyButton);
    expect(replyButton).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(ben).getByRole('button', { name: 'Cancel' }));
    expect(within(ben).queryByRole('textbox', { name: 'Reply to Ben Skipper' })).toBeNull();
    await waitFor(() => expect(replyButton).toHaveFocus());
  });

  it('praises a comment with the signed call; the count is the api’s', async () => {
    server.on('POST', '/api/v1/topic/comment/praise/110', apiOk({ praised: true, praiseCount: 7 }));
    renderComments();
    const ana = await commentBy('Ana Sailor');
    const praise = within(ana).getByRole('button', { name: 'Praise comment by Ana Sailor' });
    expect(praise).toHaveAccessibleDescription('3 praises');
    fireEvent.click(praise);
    expect(praise).toHaveAttribute('aria-pressed', 'true');
    expect(praise).toHaveAccessibleDescription('4 praises');
    await waitFor(() => expect(praise).toHaveAccessibleDescription('7 praises'));
    // Nothing to send but the signature: the comment is in the path.
    expect(signedFields(server.calls('POST', '/api/v1/topic/comment/praise/110')[0])).toEqual({});
  });

  it('puts a comment’s praise back when the call fails', async () => {
    server.on('POST', '/api/v1/topic/comment/praise/110', apiFail(400100, COMMUNITY_MESSAGES.ownPraise));
    renderComments();
    const ana = await commentBy('Ana Sailor');
    const praise = within(ana).getByRole('button', { name: 'Praise comment by Ana Sailor' });
    fireEvent.click(praise);
    expect(await screen.findByText(COMMUNITY_MESSAGES.ownPraise)).toBeInTheDocument();
    expect(praise).toHaveAttribute('aria-pressed', 'false');
    expect(praise).toHaveAccessibleDescription('3 praises');
  });

  it('reports a comment; a comment the report hid shows the hidden placeholder', async () => {
    server.on('POST', '/community/report', formOk({ hidden: true }));
    renderComments();
    const ana = await commentBy('Ana Sailor');
    fireEvent.click(within(ana).getByRole('button', { name: 'Report comment by Ana Sailor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this comment' });
    fireEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS['off-topic'] }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(ana).toHaveTextContent(COMMUNITY_MESSAGES.hiddenComment));
    expect(body(server.calls('POST', '/community/report')[0])).toMatchObject({ type: 'comment', id: 110, reason: 'off-topic', detail: '' });
    expect(within(ana).queryByText('Use a trip line in rocky bays.')).toBeNull();
  });
});

describe('deleting one’s own comment', () => {
  beforeEach(() => logInAs('me-uuid'));

  it('removes a comment without replies after asking', async () => {
    server.on('GET', LIST, apiOk(page([comment({ id: 500, author: ME, mine: true, content: 'Oops' }), ...thread()], 3)));
    server.on('POST', '/community/delcomments', formOk(null));
    renderComments(TOPIC, 3);
    const mine = await commentBy('Me Myself');
    fireEvent.click(within(mine).getByRole('button', { name: 'Delete your comment' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this comment?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Comment by Me Myself' })).toBeNull());
    expect(body(server.calls('POST', '/community/delcomments')[0])).toMatchObject({ cid: 500 });
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Comments (2)' })).toHaveFocus());
  });

  it('keeps a comment with replies as the deleted placeholder', async () => {
    server.on(
      'GET',
      LIST,
      apiOk(
        page([
          comment({ id: 501, author: ME, mine: true, content: 'Question', replyCount: 1, replies: [comment({ id: 502, parentId: 501 })] }),
        ]),
      ),
    );
    server.on('POST', '/community/delcomments', formOk(null));
    renderComments(TOPIC, 2);
    const mine = await commentBy('Me Myself');
    fireEvent.click(within(mine).getAllByRole('button', { name: 'Delete your comment' })[0]!);
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete this comment?' })).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(mine).toHaveTextContent(COMMUNITY_MESSAGES.deletedComment));
    expect(within(mine).queryByText('Question')).toBeNull();
    expect(within(mine).getByRole('article', { name: 'Reply by Ben Skipper' })).toBeInTheDocument();
  });

  it('removes one’s own reply from its thread', async () => {
    server.on(
      'GET',
      LIST,
      apiOk(
        page([
          comment({ id: 600, replyCount: 1, replies: [comment({ id: 601, parentId: 600, author: ME, mine: true, content: 'My reply' })] }),
        ]),
      ),
    );
    server.on('POST', '/community/delcomments', formOk(null));
    renderComments(TOPIC, 2);
    const reply = await screen.findByRole('article', { name: 'Reply by Me Myself' });
    fireEvent.click(within(reply).getByRole('button', { name: 'Delete your comment' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete this comment?' })).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Reply by Me Myself' })).toBeNull());
    expect(screen.queryByRole('group', { name: 'Replies to Ben Skipper' })).toBeNull();
  });

  it('uses the article call for a comment on an article', async () => {
    server.on('GET', ARTICLE_LIST, apiOk(page([comment({ id: 700, author: ME, mine: true })])));
    server.on('POST', '/article/delcomments', formOk(null));
    renderComments({ kind: 'article', id: 9 }, 1);
    const mine = await commentBy('Me Myself');
    expect(server.calls('GET', ARTICLE_LIST)[0]?.query).toEqual({ page: '1', pageSize: '10' });
    fireEvent.click(within(mine).getByRole('button', { name: 'Delete your comment' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete this comment?' })).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Comment by Me Myself' })).toBeNull());
    expect(body(server.calls('POST', '/article/delcomments')[0])).toMatchObject({ cid: 700 });
    expect(server.calls('POST', '/community/delcomments')).toEqual([]);
  });

  it('keeps the comment and says why when the api refuses', async () => {
    server.on('GET', LIST, apiOk(page([comment({ id: 800, author: ME, mine: true, content: 'Still mine' })])));
    server.on('POST', '/community/delcomments', formFail(COMMUNITY_MESSAGES.notYourComment, 0, 403));
    renderComments(TOPIC, 1);
    const mine = await commentBy('Me Myself');
    fireEvent.click(within(mine).getByRole('button', { name: 'Delete your comment' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete this comment?' })).getByRole('button', { name: 'Delete comment' }));
    expect(await screen.findByText(COMMUNITY_MESSAGES.notYourComment)).toBeInTheDocument();
    expect(within(mine).getByText('Still mine')).toBeInTheDocument();
  });
});

describe('editing one’s own comment', () => {
  beforeEach(() => logInAs('me-uuid'));

  it('opens the comment’s text to edit, saves it, shows it edited, and offers no edit of someone else’s', async () => {
    server.on('GET', LIST, apiOk(page([comment({ id: 500, author: ME, mine: true, content: 'Three fenders a side.' }), ...thread()], 3)));
    server.on(
      'POST',
      '/community/editcomment',
      formOk(comment({ id: 500, author: ME, mine: true, content: 'Four fenders a side.', editedAt: new Date().toISOString() })),
    );
    server.on(
      'GET',
      '/api/v1/community/comments/500/revisions',
      apiOk([
        {
          id: 1,
          editor: ME,
          title: '',
          text: 'Three fenders a side.',
          writtenAt: '2026-11-20T10:00:00.000Z',
          replacedAt: '2026-11-21T10:00:00.000Z',
          changes: ['text'],
        },
      ]),
    );
    renderComments(TOPIC, 3);
    const mine = await commentBy('Me Myself');
    expect(within(await commentBy('Ana Sailor')).queryByRole('button', { name: /Edit your/ })).toBeNull();
    fireEvent.click(within(mine).getByRole('button', { name: 'Edit your comment' }));
    const field = within(mine).getByRole('textbox', { name: 'Edit your comment' });
    expect(field).toHaveValue('Three fenders a side.');
    fireEvent.change(field, { target: { value: 'Four fenders a side.' } });
    fireEvent.click(within(mine).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(mine).queryByRole('textbox', { name: 'Edit your comment' })).toBeNull());
    expect(within(mine).getByText('Four fenders a side.')).toBeInTheDocument();
    expect(body(server.calls('POST', '/community/editcomment')[0])).toMatchObject({ cid: 500, content: 'Four fenders a side.' });
    expect(server.calls('POST', CREATE)).toHaveLength(0);
    fireEvent.click(within(mine).getByRole('button', { name: 'See the history' }));
    expect(await within(mine).findByText(/Me Myself changed the text/)).toBeInTheDocument();
  });
});
