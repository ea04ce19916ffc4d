// /sell/applications/{id}: one application — its status and what can be done with it, its progress (the steps the
// api recorded), the photos and every value as it was sent. Only the owner gets it: the api answers anyone else as
// if it did not exist.
import { errorMessage } from 'shared/api';
import { Link, useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { paths } from '@yachts/contracts/paths';
import type { SellApplicationDetail } from '@yachts/contracts/selling';
import { ErrorState, FallbackImage, formatDate, SiteLink, useMemberAsync, usePageTitle } from 'shared/ui';
import { getSellDetail } from '../api/get-sell-detail';
import { getSellProgress } from '../api/get-sell-progress';
import { ApplicationNotFound } from '../form/sell-form-page';
import { SellAsyncView, SkeletonRows } from '../sell-async-view';
import { SellIntro } from '../sell-layout';
import { SellItemPage } from '../sell-item-page';
import { StatusBadge } from '../status-badge';
import { useDeleteApplication } from '../use-delete-application';
import { RejectionReason, summaryLine } from './application-row';
import { ProgressTimeline } from './progress-timeline';
import { valueGroups } from './value-groups';

const Progress = observer(function Progress({ id }: { id: number }) {
  const [state, reload] = useMemberAsync((signal) => getSellProgress(id, signal), `sell-progress:${id}`);
  if (state.status === 'loading') return <SkeletonRows count={2} media={false} label="Loading the progress" />;
  if (state.status === 'error')
    return <ErrorState title="We couldn’t load the progress" message={errorMessage(state.error)} onRetry={reload} />;
  return <ProgressTimeline steps={state.data} />;
});

/** The photos sent, the cover first. */
function SentPhotos({ photos }: { photos: string[] }) {
  return (
    <section className="surface-panel sell-card" aria-labelledby="photos-title">
      <h2 id="photos-title">Photos</h2>
      {photos.length ? (
        <ol className="tile-list sell-detail-photos">
          {photos.map((url, index) => (
            <li key={url}>
              <FallbackImage src={url} alt={`Photo ${index + 1}${index === 0 ? ' (cover)' : ''}`} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="sell-note">No photos.</p>
      )}
    </section>
  );
}

/** The values sent, in the form's groups, and the description. */
function SentValues({ application }: { application: SellApplicationDetail }) {
  return (
    <section className="surface-panel sell-card" aria-labelledby="values-title">
      <h2 id="values-title">What you sent</h2>
      {valueGroups(application.kind, application.values).map((group) => (
        <div key={group.title} className="sell-values">
          <h3>{group.title}</h3>
          <dl>
            {group.rows.map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value ?? '—'}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      <div className="sell-values">
        <h3>Description</h3>
        <p className="sell-description">{application.values.description}</p>
      </div>
    </section>
  );
}

function Detail({ application }: { application: SellApplicationDetail }) {
  const navigate = useNavigate();
  const { ask, dialog } = useDeleteApplication(() => void navigate(paths.sellApplications()));
  usePageTitle(application.title);
  return (
    <>
      <SellIntro title={application.title} lead={summaryLine(application)}>
        <StatusBadge status={application.status} />
      </SellIntro>
      <div className="sell-detail">
        <div className="sell-detail-main">
          {application.status === 'rejected' ? <RejectionReason reason={application.reason} /> : null}
          <section className="surface-panel sell-card" aria-labelledby="progress-title">
            <h2 id="progress-title">Progress</h2>
            <Progress id={application.id} />
          </section>
          <SentPhotos photos={application.values.photos} />
          <SentValues application={application} />
        </div>
        <aside className="sell-detail-side" aria-label="What you can do">
          <div className="surface-panel sell-card sell-side-card">
            <h2>What you can do</h2>
            <div className="sell-side-actions">
              {application.listingUrl ? (
                <SiteLink to={application.listingUrl} className="btn btn-primary">
                  View listing
                </SiteLink>
              ) : null}
              {application.editable ? (
                <Link to={paths.sellEdit(application.kind, application.id)} className="btn btn-secondary">
                  Edit application
                </Link>
              ) : null}
              <button type="button" className="btn btn-quiet-danger" onClick={() => ask(application)}>
                Delete application
              </button>
            </div>
            <p className="sell-note">
              Sent {formatDate(application.createdAt)}
              {application.updatedAt !== application.createdAt ? `, last changed ${formatDate(application.updatedAt)}` : ''}.
            </p>
            <Link to={paths.sellApplications()} className="sell-back">
              All my applications
            </Link>
          </div>
        </aside>
      </div>
      {dialog}
    </>
  );
}

const DetailLoader = observer(function DetailLoader({ id }: { id: number }) {
  const [state, reload] = useMemberAsync((signal) => getSellDetail(id, signal), `sell-detail:${id}`);
  return (
    <SellAsyncView
      state={state}
      reload={reload}
      skeleton={
        <>
          <SellIntro title="Sell application" />
          <SkeletonRows count={2} label="Loading the application" />
        </>
      }
      errorTitle="We couldn’t load the application"
      loginTitle="Log in to see your sell applications"
      notFound={<ApplicationNotFound />}
    >
      {(application) => <Detail application={application} />}
    </SellAsyncView>
  );
});

export function ApplicationDetailPage() {
  return (
    <SellItemPage title="Sell application" loginTitle="Log in to see your sell applications" notFound={<ApplicationNotFound />}>
      {(id) => <DetailLoader id={id} />}
    </SellItemPage>
  );
}
