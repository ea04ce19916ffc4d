import { apiGet } from 'shared/api';
import type { TopicModule } from '@yachts/contracts/community';

export async function listTopicModules(signal?: AbortSignal): Promise<TopicModule[]> {
  const data = await apiGet<{ items: TopicModule[] }>('/api/v1/community/modules', undefined, signal);
  return data.items;
}
