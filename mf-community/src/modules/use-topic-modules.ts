import type { TopicModule } from '@yachts/contracts/community';
import { useAsync, type AsyncState } from 'shared/ui';
import { listTopicModules } from '../api/list-topic-modules';

export function useTopicModules(): [AsyncState<TopicModule[]>, () => void] {
  return useAsync((signal) => listTopicModules(signal), 'topic-modules');
}
