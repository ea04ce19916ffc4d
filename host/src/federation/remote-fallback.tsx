import type { Area } from '@yachts/contracts/paths';
import { ErrorState } from 'shared/ui';

export interface AreaModuleProps {
  /** Given by AreaOutlet: forget the failed load and try the remote again. */
  onRetry?: () => void;
}

const AREA_TITLES: Record<Area, string> = {
  catalogue: 'The yacht catalogue',
  community: 'The community',
  account: 'Your account area',
};

/** The module errorLoadRemote hands back in place of an area's exposed module. */
export function createRemoteFallback(area: Area, id: string) {
  const isWidget = !id.endsWith('/routes');
  function RemoteFallback({ onRetry }: AreaModuleProps) {
    return (
      <div className={isWidget ? undefined : 'container'} data-remote-fallback={area}>
        <ErrorState
          title={`${AREA_TITLES[area]} is unavailable right now`}
          message="The rest of the site still works. This part may be being updated; please try again in a moment."
          onRetry={onRetry}
        />
      </div>
    );
  }
  return { __esModule: true, default: RemoteFallback };
}
