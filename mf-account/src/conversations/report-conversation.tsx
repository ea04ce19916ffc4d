// "Report this conversation" under a thread, for either side (a visitor's link too). Once reported (the thread says so,
// or it was sent from here) the button says so and stays focusable, so focus comes back to it from the dialog.
import { useRef, useState } from 'react';
import { ReportOpenButton } from 'shared/ui';
import { ReportConversationDialog } from './report-conversation-dialog';

interface ReportConversationProps {
  conversationId: number;
  visitorKey: string;
  reported: boolean;
  onReported: () => void;
}

export function ReportConversation({ conversationId, visitorKey, reported, onReported }: ReportConversationProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // The dialog is drawn outside the modal store, which would give focus back itself.
    queueMicrotask(() => button.current?.focus());
  };
  return (
    <div className="conversation-report">
      <ReportOpenButton
        ref={button}
        className="btn-small conversation-report-open"
        reported={reported}
        label="Report this conversation"
        reportedLabel="You reported this conversation"
        onOpen={() => setOpen(true)}
      />
      {open ? (
        <ReportConversationDialog conversationId={conversationId} visitorKey={visitorKey} onClose={close} onReported={onReported} />
      ) : null}
    </div>
  );
}
