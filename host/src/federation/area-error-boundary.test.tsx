import { fireEvent, render, screen } from '@testing-library/react';
import { AreaErrorBoundary } from './area-error-boundary';

let broken = true;
function Area() {
  if (broken) throw new Error('render failed');
  return <p>Area content</p>;
}

describe('AreaErrorBoundary', () => {
  beforeEach(() => {
    broken = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('keeps a render error inside the area and lets the user try again', () => {
    const onRetry = jest.fn();
    render(
      <>
        <header>Site header</header>
        <AreaErrorBoundary name="catalogue/routes" onRetry={onRetry}>
          <Area />
        </AreaErrorBoundary>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on this page');
    expect(screen.getByText('Site header')).toBeInTheDocument();

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Area content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
