// POST /community/randommodule: a module picked at random with its liveliest topics (community home).
import { formClient } from 'shared/api';
import { COMMUNITY_CALLS, type RandomModule } from '@yachts/contracts/community';

export async function getRandomModule(signal?: AbortSignal): Promise<RandomModule> {
  return (await formClient.post<RandomModule>(COMMUNITY_CALLS.randomModule, {}, { signal })).data;
}
