// One server renders every visitor's pages with one copy of each library (docs/decisions/022-server-rendering.md):
// each render has its own session store and data. Two members, each with a comment on the same topic, ask for the
// topic's page at the same time, again and again: each page marks their own comment as theirs (the Delete button)
// and never the other's, and a visitor's page marks neither.
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { ACCOUNT_CALLS, hashPassword } from '@yachts/contracts/account';
import { COMMUNITY_CALLS, type CommunityComment } from '@yachts/contracts/community';
import { TOKEN_FIELD, TOKEN_PATH } from '@yachts/contracts/envelope';
import { uniqueEmail } from '../support/account';
import { nextCode } from '../support/mail';

const PASSWORD = 'Harbour2026!';

/** A new member logged in on their own cookie jar, and a form call in their name. */
async function newMember(browser: Browser, prefix: string) {
  const context = await browser.newContext();
  const api: APIRequestContext = context.request;
  let token = (await (await api.post(TOKEN_PATH)).json()).token as string;
  const call = async <T>(path: string, fields: Record<string, unknown>): Promise<T> => {
    const body = await (await api.post(path, { data: { ...fields, [TOKEN_FIELD]: token } })).json();
    expect({ path, code: body.code, msg: body.msg }).toEqual({ path, code: 1, msg: expect.anything() });
    token = body.token ?? token;
    return body.data as T;
  };
  const email = uniqueEmail(prefix);
  const since = new Date(Date.now() - 1000).toISOString();
  await call(ACCOUNT_CALLS.sendCode, { email, event: 'register' });
  const code = await nextCode(api, email, since);
  const password = hashPassword(PASSWORD);
  await call(ACCOUNT_CALLS.register, { email, verify_code: code, password, repassword: password });
  await call(ACCOUNT_CALLS.login, { email, password });
  return { context, api, call };
}

/** The markup of one comment: from its element to the next comment's. */
function commentMarkup(html: string, id: number): string {
  const start = html.indexOf(`id="comment-${id}"`);
  expect(start).toBeGreaterThan(-1);
  const next = html.indexOf('id="comment-', start + 1);
  return html.slice(start, next === -1 ? undefined : next);
}

test('two members rendered at the same time each see their own comment as theirs, never the other one', async ({ browser, request }) => {
  test.setTimeout(90_000);
  // A topic whose first page of comments has room for two more (the page shows the oldest first).
  const topics = (await (await request.get('/api/v1/community/topics?sort=newest&page=1&pageSize=20')).json()).data.items as {
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
