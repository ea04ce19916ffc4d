import { fireEvent, render, screen } from '@testing-library/react';
import { createRemoteFallback } from './remote-fallback';

describe('createRemoteFallback', () => {
  it('stands in for an area module with a message and a working "Try again"', () => {
    const { default: Fallback } = createRemoteFallback('community', 'community/routes');
    const onRetry = jest.fn();
    render(<Fallback onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The community is unavailable right now');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
