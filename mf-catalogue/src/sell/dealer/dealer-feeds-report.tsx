// One import's report (decision 045), the same under the upload form and in the list of imports: its status, what it
// changed as a row of figures, the records it refused as a table (where in the feed, why), its warnings folded away,
// and for a failed run why it changed nothing, in the error look.
import type { Ref } from 'react';
import type { FeedRun } from '@yachts/contracts/wire/dealer-feeds';
import { formatDateTime, StatFigures } from 'shared/ui';
import { SellBadge, type BadgeTone } from '../status-badge';

const RUN_STATUS: Record<FeedRun['status'], { label: string; tone?: BadgeTone }> = {
  running: { label: 'Running' },
  done: { label: 'Imported', tone: 'ok' },
  failed: { label: 'Failed', tone: 'danger' },
};

export const ORIGIN_LABELS: Record<FeedRun['origin'], string> = { upload: 'Uploaded file', fetch: 'Fetched from an address' };

export function RunBadge({ run }: { run: FeedRun }) {
  const { label, tone } = RUN_STATUS[run.status];
  return <SellBadge label={label} tone={tone} status={run.status} />;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** The run in one sentence: what a screen reader hears once an import is done, and a list row's counts. */
export function runSummary(run: FeedRun): string {
  if (run.status === 'failed') return `The import failed and changed nothing. ${run.failure ?? ''}`.trim();
  if (run.status === 'running') return 'The import is still running.';
  return (
    `${run.created.toLocaleString('en-GB')} created, ${run.updated.toLocaleString('en-GB')} updated, ` +
    `${run.withdrawn.toLocaleString('en-GB')} withdrawn, ${run.unchanged.toLocaleString('en-GB')} unchanged, ` +
    `${plural(run.refused.length, 'record')} refused.`
  );
}

export interface FeedReportProps {
  run: FeedRun;
  /** The report's heading, and its level where it stands (h3 under a section, h4 inside a list row). */
  title: string;
  level?: 3 | 4;
  /** The heading takes the focus after an import (tabIndex -1). */
  headingRef?: Ref<HTMLHeadingElement>;
}

export function FeedReport({ run, title, level = 3, headingRef }: FeedReportProps) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const headingId = `feed-run-${run.id}-${level}`;
  return (
    <section className="feeds-report" aria-labelledby={headingId} data-run={run.id}>
      <div className="feeds-report-head">
        <Heading id={headingId} ref={headingRef} tabIndex={-1} className="feeds-report-title">
          {title}
        </Heading>
        <RunBadge run={run} />
      </div>
      <p className="feeds-report-when">
        {ORIGIN_LABELS[run.origin]} · started {formatDateTime(run.startedAt)}
        {run.finishedAt ? ` · finished ${formatDateTime(run.finishedAt)}` : ''}
      </p>
      {run.status === 'failed' ? (
        <p className="feeds-report-failure">
          <strong>The import failed and changed nothing.</strong> {run.failure}
        </p>
      ) : (
        <StatFigures
          className="feeds-report-figures"
          figures={[
            ['Created', run.created],
            ['Updated', run.updated],
            ['Withdrawn', run.withdrawn],
            ['Unchanged', run.unchanged],
            ['Photos fetched', run.photosFetched],
          ]}
        />
      )}
      {run.refused.length > 0 ? (
        <div className="feeds-table-wrap" role="region" aria-label={`Refused records of import ${run.id}`} tabIndex={0}>
          <table className="feeds-table">
            <caption>{plural(run.refused.length, 'record')} refused: fix them in the feed and import it again.</caption>
            <thead>
              <tr>
                <th scope="col">Where</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {run.refused.map((refusal, index) => (
                <tr key={`${refusal.where}-${index}`}>
                  <th scope="row">{refusal.where}</th>
                  <td>{refusal.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {run.warnings.length > 0 ? (
        <details className="feeds-warnings">
          <summary>{plural(run.warnings.length, 'warning')}</summary>
          <ul>
            {run.warnings.map((warning, index) => (
              <li key={index}>{warning}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
