// Report a topic, an article or a comment (/community/report). A reason is required (ReportSchema, the api checks
// the same schema); details are optional. The api's refusals (already reported, your own post) are shown in the
// dialog; a sent report closes it with a thank-you toast. The dialog and its submit flow are shared/forms' report
// dialog.
import {
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  type ReportKind,
  type ReportReason,
  type ReportResult,
} from '@yachts/contracts/community';
import { ReportSchema } from '@yachts/contracts/community-schemas';
import { ReportFormModal, useReportDialog } from 'shared/forms';
import { showToast } from 'shared/ui';
import { reportPost } from '../api/reactions';
import { handleCommonFailure } from '../post/call-errors';
import { LOGIN_REASONS } from '../reactions/reasons';

export const REPORT_LEGEND = 'Why are you reporting it?';

export interface ReportDialogProps {
  kind: ReportKind;
  id: number;
  onClose: () => void;
  onReported: (result: ReportResult) => void;
  /** The api says this member reported it before: the item is shown as reported. */
  onAlreadyReported?: () => void;
}

export function ReportDialog({ kind, id, onClose, onReported, onAlreadyReported }: ReportDialogProps) {
  const report = useReportDialog({
    initial: { reason: '', detail: '' },
    schema: ReportSchema,
    send: async ({ reason, detail }) => {
      const result = await reportPost(kind, id, reason as ReportReason, detail.trim());
      onClose();
      showToast(COMMUNITY_MESSAGES.reported, { tone: 'success' });
      onReported(result);
      return null;
    },
    handled: (error) => handleCommonFailure(error, LOGIN_REASONS.report),
    refused: (message) => {
      if (message === COMMUNITY_MESSAGES.alreadyReported) onAlreadyReported?.();
      return null;
    },
  });

  return (
    <ReportFormModal
      text={{
        title: `Report this ${kind}`,
        testId: 'report-dialog',
        legend: REPORT_LEGEND,
        reasons: REPORT_REASONS,
        labels: REPORT_REASON_LABELS,
        detailHint: 'Optional: anything that helps us understand the problem.',
        detailMax: COMMUNITY_LIMITS.reportDetailMax,
        formClassName: 'report-form',
      }}
      state={report}
      onClose={onClose}
    />
  );
}
