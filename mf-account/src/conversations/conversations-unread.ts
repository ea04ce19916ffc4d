// The navigation's count of conversations with unread messages (decision 045): the same small store as the inbox's
// (state only), one instance for the account area; asked for when the layout mounts for a member and again after a
// thread was read (reading marks it read).
import { useEffect } from 'react';
import { InboxStore } from '../messages/inbox-store';
import { countUnreadConversations } from './api/count-unread-conversations';

export const conversationsUnread = new InboxStore();

/** Asks for the count again; a failure only leaves the badge as it was. */
export function refreshConversationsUnread(signal?: AbortSignal): void {
  countUnreadConversations(signal).then(
    (count) => {
      if (!signal?.aborted) conversationsUnread.setUnread(count);
    },
    () => undefined,
  );
}

/** Once per member (uuid): the count for the navigation; a visitor's page has none. */
export function useConversationsUnread(uuid: string | null): void {
  useEffect(() => {
    if (!uuid) {
      conversationsUnread.reset();
      return;
    }
    const controller = new AbortController();
    refreshConversationsUnread(controller.signal);
    return () => controller.abort();
  }, [uuid]);
}
