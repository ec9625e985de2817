import { Alert, Button } from 'antd';
import { Component, type ReactNode } from 'react';

interface Props {
  /** Shown when the panel throws; texts come from the caller so they follow the language. */
  errorTitle: string;
  retryLabel: string;
  children: ReactNode;
}

/** Keeps one broken panel from taking the page down with it. */
export class PanelBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert
        type="error"
        showIcon
        // The error's own message is for developers (React logs it); the reader gets the title.
        title={this.props.errorTitle}
        action={
          <Button size="small" onClick={() => this.setState({ error: null })}>
            {this.props.retryLabel}
          </Button>
        }
      />
    );
  }
}
