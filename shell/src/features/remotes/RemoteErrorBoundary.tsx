import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Names the section in the log. */
  label: string;
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a remote's render error inside the page slot; the layout around it keeps working. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Remote section ${this.props.label} failed while rendering.`, error, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
