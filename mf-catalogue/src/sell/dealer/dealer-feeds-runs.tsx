// "Imports" on the Feeds page (decision 045): the latest runs, uploaded or fetched, newest first, each a row with its
// time, origin, status and counts that opens to its full report (the same report as under the upload form).
import { useState } from 'react';
import type { FeedRun } from '@yachts/contracts/wire/dealer-feeds';
import { formatDateTime } from 'shared/ui';
import { FeedReport, ORIGIN_LABELS, RunBadge, runSummary } from './dealer-feeds-report';

function RunRow({ run }: { run: FeedRun }) {
  const [open, setOpen] = useState(false);
  const titleId = `feed-run-row-${run.id}`;
  const reportId = `feed-run-report-${run.id}`;
  return (
    <li className="surface-panel feeds-run" aria-labelledby={titleId}>
      <div className="feeds-run-head">
        <div className="feeds-run-what">
          <p id={titleId} className="feeds-run-title">
            <time dateTime={run.startedAt}>{formatDateTime(run.startedAt)}</time>
            <span className="feeds-run-origin"> · {ORIGIN_LABELS[run.origin]}</span>
          </p>
          <p className="feeds-run-counts">{runSummary(run)}</p>
        </div>
        <RunBadge run={run} />
        <button
          type="button"
          className="btn btn-secondary btn-small feeds-run-toggle"
          aria-expanded={open}
          aria-controls={reportId}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? 'Hide the report' : 'Show the report'}
          <span className="visually-hidden"> of {formatDateTime(run.startedAt)}</span>
        </button>
      </div>
      <div id={reportId} hidden={!open}>
        {open ? <FeedReport run={run} title="Report" level={4} /> : null}
      </div>
    </li>
  );
}

export function FeedRuns({ runs }: { runs: FeedRun[] }) {
  return (
    <section className="surface-panel sell-card feeds-card" aria-labelledby="feeds-runs-title">
      <h2 id="feeds-runs-title">Imports</h2>
      {runs.length === 0 ? (
        <p className="feeds-empty">No imports yet. Upload a file or add an address, and each import’s report appears here.</p>
      ) : (
        <>
          <p className="sell-note">The latest imports, newest first. A fetched feed appears here once it has been read.</p>
          <ol className="stack-list feeds-runs" aria-labelledby="feeds-runs-title">
            {runs.map((run) => (
              <RunRow key={run.id} run={run} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
