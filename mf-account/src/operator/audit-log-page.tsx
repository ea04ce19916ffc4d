// The audit log (admin): every operator action, newest first: who, what, on what, when, and the state before and
// after. Filtered by the kind of thing acted on; the filter and the page are in the address.
import { Link, useSearchParams } from 'react-router-dom';
import { AUDIT_SUBJECTS, OPERATOR_ACCOUNT_API, type AuditEntry } from '@yachts/contracts/operators';
import type { Page } from '@yachts/contracts/envelope';
import { operatorPaths } from '@yachts/contracts/paths';
import { ConsoleHeading, ConsoleLoaded, ConsolePager, ConsoleTable, FilterTabs, When, operatorGet } from 'shared/operator';
import { EmptyState, pageCount, useAsync, usePageTitle } from 'shared/ui';

const PAGE_SIZE = 25;
const FILTERS = [{ value: '', label: 'Everything' }, ...AUDIT_SUBJECTS];
const COLUMNS = ['When', 'Who', 'Action', 'On', 'Before', 'After'];

/** A JSON scalar as text: strings, numbers and true/false as they are; anything else as JSON. */
function scalarText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : (JSON.stringify(value) ?? '');
}

/** A state as the log keeps it (JSON), shown compactly: `role: moderator`. */
function stateText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return scalarText(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, part]) => `${key}: ${typeof part === 'object' && part !== null ? JSON.stringify(part) : scalarText(part)}`)
    .join('\n');
}

/** Where a target can be opened on the site, if anywhere. */
function targetLink(entry: AuditEntry): string | null {
  if (entry.target_kind === 'topic') return `/community/topic/${entry.target_id}`;
  if (entry.target_kind === 'article') return `/community/article/${entry.target_id}`;
  if (entry.target_kind === 'member') return `/account/information/${entry.target_id}`;
  return null;
}

function hrefFor(subject: string, page: number): string {
  const query = new URLSearchParams();
  if (subject) query.set('action', subject);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${operatorPaths.audit()}?${text}` : operatorPaths.audit();
}

export function AuditLogPage() {
  usePageTitle('Audit log');
  const [params] = useSearchParams();
  const subject = AUDIT_SUBJECTS.some((item) => item.value === params.get('action')) ? (params.get('action') as string) : '';
  const page = Math.max(1, Math.min(100_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const [state, reload] = useAsync(
    (signal) =>
      operatorGet<Page<AuditEntry>>(OPERATOR_ACCOUNT_API.audit, { action: subject || undefined, page, page_size: PAGE_SIZE }, signal),
    `audit|${subject}|${page}`,
  );

  return (
    <div className="console-page">
      <ConsoleHeading
        title="Audit log"
        count={state.status === 'ready' ? state.data.total : undefined}
        countLabel="entries"
        lead="What operators did, newest first."
      />
      <FilterTabs label="Show actions on" options={FILTERS} current={subject} hrefFor={(value) => hrefFor(value, 1)} />
      <ConsoleLoaded state={state} reload={reload} what="the audit log" skeletons={3}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title="Nothing recorded yet" />
          ) : (
            <>
              <ConsoleTable caption="Operator actions, newest first" columns={COLUMNS}>
                {data.items.map((entry) => {
                  const link = targetLink(entry);
                  return (
                    <tr key={entry.id}>
                      <td>
                        <When at={entry.created_at} />
                      </td>
                      <td>{entry.actor}</td>
                      <td>
                        <code className="console-action">{entry.action}</code>
                      </td>
                      <td>
                        {entry.target_kind} {link ? <Link to={link}>{entry.target_id}</Link> : entry.target_id}
                      </td>
                      <td>
                        <code>{stateText(entry.before)}</code>
                      </td>
                      <td>
                        <code>{stateText(entry.after)}</code>
                      </td>
                    </tr>
                  );
                })}
              </ConsoleTable>
              <ConsolePager page={page} pageCount={pageCount(data.total, PAGE_SIZE)} hrefFor={(target) => hrefFor(subject, target)} />
            </>
          )
        }
      </ConsoleLoaded>
    </div>
  );
}
