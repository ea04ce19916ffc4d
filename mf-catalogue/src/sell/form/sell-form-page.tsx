// /sell/new, /sell/used (a new application) and /sell/{new|used}/{id}/edit (changing one): the page around the sell
// form. A visitor sees why to log in and stays on the page; nothing is asked of the api until there is a user.
import { LoadingStatus, useMemberAsync, usePageTitle } from 'shared/ui';
import { Link, Navigate, useParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import { paths } from '@yachts/contracts/paths';
import { SELL_EDITABLE, SELL_MESSAGES, type SellApplicationValues, type SellParameters } from '@yachts/contracts/selling';
import { sessionStore } from 'shared/session';
import { getSell } from '../api/get-sell';
import { getSellParameters } from '../api/get-sell-parameters';
import { SellAsyncView, type SellAsyncViewProps } from '../sell-async-view';
import { SellIntro } from '../sell-layout';
import { LoginPanel, SellStatePanel } from '../sell-panels';
import { StatusBadge } from '../status-badge';
import { SellForm } from './sell-form';

const TEXT: Record<CatalogueKind, { title: string; lead: string }> = {
  new: {
    title: 'List a new yacht',
    lead: 'For builders and dealers: a model of your range, with its base price, for buyers to follow and enquire about.',
  },
  idle: {
    title: 'Sell your used yacht',
    lead: 'Tell buyers about her: the details, where she lies, her price and your best photos.',
  },
};

const LOGIN_TITLE = 'Log in to sell your yacht';

function FormSkeleton() {
  return (
    <LoadingStatus label="Loading the form" className="sell-form-skeleton">
      {[0, 1, 2].map((section) => (
        <div key={section} className="surface-panel sell-section" aria-hidden="true">
          <div className="skeleton sell-skeleton-heading" />
          <div className="sell-grid">
            {[0, 1, 2, 3].map((field) => (
              <div key={field} className="skeleton sell-skeleton-field" />
            ))}
          </div>
        </div>
      ))}
    </LoadingStatus>
  );
}

/** The form's loading view, for a new application or one being changed: the form's skeleton and the page's login title. */
function SellFormView<T>(props: Omit<SellAsyncViewProps<T>, 'skeleton' | 'loginTitle'>) {
  return <SellAsyncView {...props} skeleton={<FormSkeleton />} loginTitle={LOGIN_TITLE} />;
}

const NewApplication = observer(function NewApplication({ kind }: { kind: CatalogueKind }) {
  const [state, reload] = useMemberAsync((signal) => getSellParameters(signal), 'sell-parameters');
  return (
    <SellFormView state={state} reload={reload} errorTitle="We couldn’t load the form">
      {(parameters) => <SellForm kind={kind} parameters={parameters} />}
    </SellFormView>
  );
});

function NotEditable({ application }: { application: SellApplicationValues }) {
  return (
    <section className="surface-panel sell-card sell-notice" aria-labelledby="not-editable-title">
      <h2 id="not-editable-title">{SELL_MESSAGES.notEditable}</h2>
      <p>
        Its status is <StatusBadge status={application.status} />. Applications can be changed while they wait for review or after they were
        rejected.
      </p>
      <div className="button-row">
        <Link className="btn btn-primary" to={paths.sellApplication(application.id)}>
          View the application
        </Link>
        <Link className="btn btn-secondary" to={paths.sellApplications()}>
          All my applications
        </Link>
      </div>
    </section>
  );
}

export function ApplicationNotFound() {
  return (
    <SellStatePanel
      id="application-missing-title"
      title={SELL_MESSAGES.notFound}
      text="It may have been deleted, or the link may be mistyped."
    >
      <Link className="btn btn-primary" to={paths.sellApplications()}>
        Go to my applications
      </Link>
    </SellStatePanel>
  );
}

const EditApplication = observer(function EditApplication({ kind, id }: { kind: CatalogueKind; id: number }) {
  const [state, reload] = useMemberAsync((signal) => Promise.all([getSell(id, signal), getSellParameters(signal)]), `sell-edit:${id}`);
  return (
    <SellFormView state={state} reload={reload} errorTitle="We couldn’t load the application" notFound={<ApplicationNotFound />}>
      {([application, parameters]: [SellApplicationValues, SellParameters]) => {
        // The address names the other kind: the application's own edit page is the right one.
        if (application.kind !== kind) return <Navigate replace to={paths.sellEdit(application.kind, application.id)} />;
        if (!SELL_EDITABLE.includes(application.status)) return <NotEditable application={application} />;
        return (
          <>
            {application.status === 'rejected' ? (
              <p className="surface-panel sell-card sell-notice sell-notice-warning">
                This application was rejected. Saving your changes sends it to our team for review again.
              </p>
            ) : null}
            <SellForm kind={kind} parameters={parameters} editing={{ id: application.id, values: application.values }} />
          </>
        );
      }}
    </SellFormView>
  );
});

/** The route gives the kind (/sell/new…, /sell/used…); an :id makes it the edit page. */
export const SellFormPage = observer(function SellFormPage({ kind }: { kind: CatalogueKind }) {
  const params = useParams();
  const id = params.id === undefined ? null : Number(params.id);
  const editing = params.id !== undefined;
  const title = editing ? 'Edit your application' : TEXT[kind].title;
  usePageTitle(title);

  if (editing && !(Number.isInteger(id) && id! > 0)) return <ApplicationNotFound />;

  return (
    <div className="sell-page">
      <SellIntro
        title={title}
        lead={editing ? 'Change what you need; every change is checked by our team before it reaches the catalogue.' : TEXT[kind].lead}
      />
      {!sessionStore.isLoggedIn ? (
        <LoginPanel
          title={LOGIN_TITLE}
          reason="Your applications are kept in your account, so you can follow each one from review to listing and answer buyers’ enquiries."
        />
      ) : editing ? (
        <EditApplication kind={kind} id={id!} />
      ) : (
        <NewApplication kind={kind} />
      )}
    </div>
  );
});
