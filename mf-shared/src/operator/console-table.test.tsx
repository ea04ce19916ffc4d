import { fireEvent, render, screen, within } from '@testing-library/react';
import { textsOf } from '../testing/texts';
import { ConsoleLoaded, ConsoleTable } from './console-table';

describe('ConsoleLoaded', () => {
  it('stands skeletons in while it loads, named after what loads', () => {
    render(
      <ConsoleLoaded state={{ status: 'loading' }} reload={jest.fn()} what="the audit log" skeletons={3}>
        {() => <p>content</p>}
      </ConsoleLoaded>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the audit log…');
    expect(screen.queryByText('content')).not.toBeInTheDocument();
  });

  it('shows a failure with its message and a retry', () => {
    const reload = jest.fn();
    render(
      <ConsoleLoaded state={{ status: 'error', error: new Error('The server is busy.') }} reload={reload} what="the operators">
        {() => <p>content</p>}
      </ConsoleLoaded>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: "We couldn't load the operators" })).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('draws the content from the data once loaded', () => {
    render(
      <ConsoleLoaded state={{ status: 'ready', data: ['a', 'b'] }} reload={jest.fn()} what="the operators">
        {(items) => <p>{items.join(' and ')}</p>}
      </ConsoleLoaded>,
    );
    expect(screen.getByText('a and b')).toBeInTheDocument();
  });
});

describe('ConsoleTable', () => {
  it('is a table named by its caption, with a column head each and the rows given', () => {
    render(
      <ConsoleTable caption="Operators and their roles" columns={['Member', 'Role']}>
        <tr>
          <td>Harbour Master</td>
          <td>Admin</td>
        </tr>
      </ConsoleTable>,
    );
    const table = screen.getByRole('table', { name: 'Operators and their roles' });
    expect(textsOf(table, 'columnheader')).toEqual(['Member', 'Role']);
    expect(within(table).getByRole('cell', { name: 'Harbour Master' })).toBeInTheDocument();
  });
});
