// GET /api/v1/community/modules: every topic module (section) with its topic count, in the editors' order.
import { apiGet } from 'shared/api';
import { COMMUNITY_API, type TopicModule } from '@yachts/contracts/community';

export async function listTopicModules(signal?: AbortSignal): Promise<TopicModule[]> {
  const data = await apiGet<{ items: TopicModule[] }>(COMMUNITY_API.modules, undefined, signal);
  return data.items;
}
