// POST /user/myArticle (form-style): the articles the user wrote.
import { formClient } from 'shared/api';
import type { Page } from '@yachts/contracts/envelope';
import { ACCOUNT_CALLS, type MyArticle } from '@yachts/contracts/account';
import { pageFields, type PageInput } from './page-request';

export async function listMyArticles(input: PageInput, signal?: AbortSignal): Promise<Page<MyArticle>> {
  const response = await formClient.post<Page<MyArticle>>(ACCOUNT_CALLS.articles, pageFields(input), { signal });
  return response.data;
}
