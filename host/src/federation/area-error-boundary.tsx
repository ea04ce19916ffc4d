// Third layer of failure handling: a render error inside one area stays inside that area.
import { Component, type ReactNode } from 'react';
import { ErrorState } from 'shared/ui';
import { areaSettled } from './hydration-signal';

interface Props {
  name: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

export class AreaErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`[${this.props.name}] render failed`, error);
    areaSettled(this.props.name);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error) {
      return (
        <div className="container" data-area-error={this.props.name}>
          <ErrorState
            title="Something went wrong on this page"
            message="The rest of the site still works. You can try loading this part again."
            onRetry={this.retry}
          />
        </div>
      );
    }
    return this.props.children;
  }
}
