// Last line of defence around the whole app (store provider, router): a render error outside any
// route still shows the /error page, never a white screen.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { paths } from '../config/paths';
import { reportError } from '../features/error-reporting/error-reporting';
import { ErrorPage } from './routes/ErrorPage';

interface State {
  failed: boolean;
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
    reportError(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // A full page load: whatever broke the app in memory is gone after it.
    return <ErrorPage onBack={() => window.location.assign(paths.landing.path)} />;
  }
}
