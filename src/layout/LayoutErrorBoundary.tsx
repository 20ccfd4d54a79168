import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Error as ErrorPage } from './deferredAdminParts';

interface State {
  error?: Error;
  errorInfo?: ErrorInfo;
}

/**
 * What react-admin's Layout does round the page: a page that throws shows react-admin's Error page in
 * the content area (the app bar and menu stay), which clears itself when the location changes.
 */
export class LayoutErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, errorInfo: ErrorInfo) {
    this.setState({ error, errorInfo });
  }

  reset = () => this.setState({ error: undefined, errorInfo: undefined });

  override render() {
    const { error, errorInfo } = this.state;
    if (!error) return this.props.children;
    return <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={this.reset} />;
  }
}
