// The parts of a topic or an article that only a member who writes, reports or asks for a second look sees: each is
// loaded when first drawn, so a reader's page does not bring their forms (shared/forms, about a 60 ms task on a
// phone; decision 023). Each has a Suspense boundary of its own: the rest of the page never waits for it. They are
// drawn once the page is live (lazyPart), not by the server.
import { Suspense, type ComponentProps } from 'react';
import { lazyPart } from 'shared/ssr';

const LazyCommentComposer = lazyPart(() => import('../comments/comment-composer'), 'CommentComposer');
const LazyReportDialog = lazyPart(() => import('../report/report-dialog'), 'ReportDialog');
const LazySecondLookRequest = lazyPart(() => import('../report/second-look-request'), 'SecondLookRequest');

export function CommentComposer(props: ComponentProps<typeof LazyCommentComposer>) {
  return (
    <Suspense fallback={null}>
      <LazyCommentComposer {...props} />
    </Suspense>
  );
}

export function ReportDialog(props: ComponentProps<typeof LazyReportDialog>) {
  return (
    <Suspense fallback={null}>
      <LazyReportDialog {...props} />
    </Suspense>
  );
}

export function SecondLookRequest(props: ComponentProps<typeof LazySecondLookRequest>) {
  return (
    <Suspense fallback={null}>
      <LazySecondLookRequest {...props} />
    </Suspense>
  );
}
