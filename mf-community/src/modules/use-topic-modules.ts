import { useCallback, useEffect, useState } from 'react';
import type { TopicModule } from '@yachts/contracts/community';
import { listTopicModules } from '../api/list-topic-modules';

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; modules: TopicModule[] };

export function useTopicModules(): [State, () => void] {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    listTopicModules(controller.signal).then(
      (modules) => !controller.signal.aborted && setState({ status: 'ready', modules }),
      (error: unknown) =>
        !controller.signal.aborted && setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => controller.abort();
  }, [attempt]);
  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}
