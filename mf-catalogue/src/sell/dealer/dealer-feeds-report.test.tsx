import { render, screen, within } from '@testing-library/react';
import { FeedReport, runSummary } from './dealer-feeds-report';
import { feedRun } from './dealer-feeds-fixtures';

const figure = (report: HTMLElement, label: string) => within(report).getByText(label).nextElementSibling;

describe('an import’s report', () => {
  it('shows what the import changed, the records it refused with where and why, and its warnings', () => {
    const run = feedRun({
      refused: [
        { where: 'line 14', reason: 'Please enter a year between 1950 and 2027. (the feed gives "1890")' },
        { where: 'line 20', reason: 'Please add at least one photo.' },
      ],
      warnings: ['The column "colour" is not one of ours and was ignored.'],
    });
    render(<FeedReport run={run} title="Import report" />);
    const report = screen.getByRole('region', { name: 'Import report' });
    expect(within(report).getByText('Imported')).toBeInTheDocument();
    expect(figure(report, 'Created')).toHaveTextContent('3');
    expect(figure(report, 'Updated')).toHaveTextContent('2');
    expect(figure(report, 'Withdrawn')).toHaveTextContent('1');
    expect(figure(report, 'Unchanged')).toHaveTextContent('12');
    expect(figure(report, 'Photos fetched')).toHaveTextContent('17');

    const table = within(report).getByRole('table', { name: /2 records refused/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Where', 'Reason']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('line 14');
    expect(rows[0]).toHaveTextContent('Please enter a year between 1950 and 2027.');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('line 20');

    const warnings = within(report).getByText('1 warning').closest('details')!;
    expect(warnings).not.toHaveAttribute('open');
    expect(within(warnings).getByText('The column "colour" is not one of ours and was ignored.')).toBeInTheDocument();
    expect(runSummary(run)).toBe('3 created, 2 updated, 1 withdrawn, 12 unchanged, 2 records refused.');
  });

  it('says why a failed import changed nothing, in the error look, without counts or tables', () => {
    const run = feedRun({
      status: 'failed',
      created: 0,
      updated: 0,
      withdrawn: 0,
      unchanged: 0,
      photosFetched: 0,
      failure: 'The CSV has no "price" column.',
    });
    render(<FeedReport run={run} title="Import report" />);
    const report = screen.getByRole('region', { name: 'Import report' });
    expect(within(report).getByText('Failed')).toBeInTheDocument();
    const failure = within(report).getByText('The import failed and changed nothing.').closest('p');
    expect(failure).toHaveClass('feeds-report-failure');
    expect(failure).toHaveTextContent('The CSV has no "price" column.');
    expect(within(report).queryByText('Created')).toBeNull();
    expect(within(report).queryByRole('table')).toBeNull();
    expect(runSummary(run)).toBe('The import failed and changed nothing. The CSV has no "price" column.');
  });
});
