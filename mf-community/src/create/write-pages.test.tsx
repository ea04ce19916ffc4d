import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMMUNITY_API, COMMUNITY_CALLS, COMMUNITY_MESSAGES, type PostRevision } from '@yachts/contracts/community';
import { MESSAGES } from '@yachts/contracts/rules';
import { toastStore } from 'shared/ui';
import { answerWebsiteConfig, apiOk, clearToasts, closeModals, fakeServerPerTest, formOk, sentFields } from 'shared/testing';
import { MODULES } from '../lists/testing/fixtures';
import { acceptCookies, location, logInAs, renderCommunity } from '../lists/testing/render-community';
import { articleDetail, topicDetail } from '../post/testing/fixtures';

const server = fakeServerPerTest(closeModals, clearToasts);

beforeEach(() => {
  acceptCookies();
  logInAs('me-uuid');
  server.on('GET', COMMUNITY_API.modules, apiOk({ items: MODULES }));
  answerWebsiteConfig(server, 9);
});
const editor = () => screen.getByRole('textbox', { name: 'Main text' });
function type(html: string) {
  editor().innerHTML = html;
  fireEvent.input(editor());
}
async function submit(name: string) {
  jest.useFakeTimers();
  try {
    fireEvent.click(screen.getByRole('button', { name }));
    await act(() => Promise.resolve(jest.advanceTimersByTime(400)));
  } finally {
    jest.useRealTimers();
  }
  await act(() => server.settle());
}

describe('writing an article', () => {
  it('checks the fields as the api does, without links, and publishes the article to its page', async () => {
    server.on('POST', COMMUNITY_CALLS.createArticle, formOk({ id: 31, url: '/community/article/31' }));
    renderCommunity('/community/new-article');
    const form = await screen.findByRole('form', { name: 'Write an article' });
    expect(within(form).queryByRole('heading', { name: /Links/ })).toBeNull();
    await submit('Publish article');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.postTitle));
    expect(server.calls('POST', COMMUNITY_CALLS.createArticle)).toHaveLength(0);
  });
});

describe('editing a post', () => {
  it('fills the form with what the author wrote, sends the changes with the id, and goes back to the post', async () => {
    const topic = topicDetail({ mine: true, author: { uuid: 'me-uuid', name: 'Me', avatarUrl: null }, links: [] });
    server.on('GET', COMMUNITY_API.topic(42), apiOk(topic));
    server.on('POST', COMMUNITY_CALLS.editTopic, formOk({ id: 42, url: '/community/topic/42' }));
    renderCommunity('/community/topic/42/edit');
    const form = await screen.findByRole('form', { name: 'Edit your topic' });
    const title = within(form).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue(topic.title);
    await waitFor(() => expect(editor().innerHTML).toContain('crowded'));
    expect(within(form).getByRole('combobox', { name: 'Section' })).toHaveValue('3');
    expect(screen.getAllByRole('button', { name: /^Remove image \d/ })).toHaveLength(topic.images.length);

    fireEvent.change(title, { target: { value: 'Anchoring in crowded Mediterranean bays' } });
    type('<p>How do you pick a spot?</p>');
    await submit('Save changes');
    expect(sentFields(server.calls('POST', COMMUNITY_CALLS.editTopic)[0])).toMatchObject({
      id: 42,
      title: 'Anchoring in crowded Mediterranean bays',
      content: '<p>How do you pick a spot?</p>',
      module_id: 3,
      images: topic.images,
      links: [],
    });
    expect(location.current).toBe('/community/topic/42');
    expect(toastStore.toasts.map((toast) => toast.text)).toContain(COMMUNITY_MESSAGES.edited);
  });

  it('says why someone else’s post cannot be edited, and shows no form', async () => {
    server.on('GET', COMMUNITY_API.article(9), apiOk(articleDetail({ mine: false })));
    renderCommunity('/community/article/9/edit');
    expect(await screen.findByRole('alert')).toHaveTextContent(COMMUNITY_MESSAGES.notYourArticleEdit);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('refuses to edit a hidden post of one’s own', async () => {
    server.on('GET', COMMUNITY_API.topic(42), apiOk(topicDetail({ mine: true, hidden: true })));
    renderCommunity('/community/topic/42/edit');
    expect(await screen.findByRole('alert')).toHaveTextContent(COMMUNITY_MESSAGES.hiddenEdit);
  });

  it('sends an article’s edit with its id and section, without links', async () => {
    server.on('GET', COMMUNITY_API.article(9), apiOk(articleDetail({ mine: true, moduleId: 3, images: ['/uploads/articles/biscay.jpg'] })));
    server.on('POST', COMMUNITY_CALLS.editArticle, formOk({ id: 9, url: '/community/article/9' }));
    renderCommunity('/community/article/9/edit');
    await screen.findByRole('form', { name: 'Edit your article' });
    await submit('Save changes');
    expect(sentFields(server.calls('POST', COMMUNITY_CALLS.editArticle)[0])).toMatchObject({ id: 9, module_id: 3 });
    expect(sentFields(server.calls('POST', COMMUNITY_CALLS.editArticle)[0])).not.toHaveProperty('links');
  });
});

describe('the history of a post', () => {
  it('marks an edited post and lists, when opened, who changed what and the version before', async () => {
    const revisions: PostRevision[] = [
      {
        id: 2,
        editor: { uuid: 'ana-uuid', name: 'Ana Sailor', avatarUrl: null },
        title: 'Anchoring in mooring fields',
        text: 'How do you pick a spot?',
        writtenAt: '2026-11-20T10:00:00.000Z',
        replacedAt: '2026-11-21T10:00:00.000Z',
        changes: ['title', 'text'],
      },
    ];
    server.on('GET', COMMUNITY_API.topic(42), apiOk(topicDetail({ editedAt: '2026-11-21T10:00:00.000Z' })));
    server.on('GET', COMMUNITY_API.revisions('topic', 42), apiOk(revisions));
    server.on('GET', COMMUNITY_API.topicComments(42), apiOk({ items: [], total: 0, page: 1, pageSize: 10 }));
    renderCommunity('/community/topic/42');
    const toggle = await screen.findByRole('button', { name: 'See the history' });
    expect(server.calls('GET', COMMUNITY_API.revisions('topic', 42))).toHaveLength(0);
    fireEvent.click(toggle);
    expect(await screen.findByText(/Ana Sailor changed the title and text/)).toBeInTheDocument();
    expect(screen.getByText('Anchoring in mooring fields')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide the history' })).toHaveAttribute('aria-expanded', 'true');
    // Not the author's: no edit link.
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});
