// One server renders every visitor's pages with one copy of each library (docs/decisions/022-server-rendering.md):
// each render has its own session store and data. Two members, each with a comment on the same topic, ask for the
// topic's page at the same time, again and again: each page marks their own comment as theirs (the Delete button)
// and never the other's, and a visitor's page marks neither.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { COMMUNITY_CALLS, type CommunityComment } from '@yachts/contracts/community';
import { newMember } from '../support/members';
import { dataOf } from '../support/api';

/** The markup of one comment: from its element to the next comment's. */
function commentMarkup(html: string, id: number): string {
  const start = html.indexOf(`id="comment-${id}"`);
  expect(start).toBeGreaterThan(-1);
  const next = html.indexOf('id="comment-', start + 1);
  return html.slice(start, next === -1 ? undefined : next);
}

test('two members rendered at the same time each see their own comment as theirs, never the other one', async ({ browser, request }) => {
  test.setTimeout(180_000);
  // A topic whose first page of comments has room for two more (the page shows the oldest first).
  const topics = (await dataOf<{ items: unknown }>(request.get('/api/v1/community/topics?sort=newest&page=1&pageSize=20'))).items as {
    id: number;
    commentCount: number;
  }[];
  const topicId = topics.find((topic) => topic.commentCount <= 5)!.id;
  const ada = await newMember(browser, 'ada-ssr');
  const ben = await newMember(browser, 'ben-ssr');
  const adaComment = await ada.call<CommunityComment>(COMMUNITY_CALLS.createComment, { topic_id: topicId, content: 'Ada was here first.' });
  const benComment = await ben.call<CommunityComment>(COMMUNITY_CALLS.createComment, { topic_id: topicId, content: 'Ben answers.' });
  const page = `/community/topic/${topicId}`;
  const html = async (api: APIRequestContext) => {
    const response = await api.get(page, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    return response.text();
  };

  for (let round = 0; round < 8; round += 1) {
    const [forAda, forBen, forVisitor] = await Promise.all([html(ada.api), html(ben.api), html(request)]);
    expect(commentMarkup(forAda, adaComment.id)).toContain('Delete your comment');
    expect(commentMarkup(forAda, benComment.id)).not.toContain('Delete your comment');
    expect(commentMarkup(forBen, benComment.id)).toContain('Delete your comment');
    expect(commentMarkup(forBen, adaComment.id)).not.toContain('Delete your comment');
    expect(forVisitor).not.toContain('Delete your comment');
  }
  await ada.context.close();
  await ben.context.close();
});
