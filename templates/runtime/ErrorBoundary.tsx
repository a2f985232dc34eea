// Catches render crashes: the reader gets a message and a way to try again instead of a
// blank page.
import { Component, type ReactNode } from "react";

interface State {
  error?: Error;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="page-narrow crash" role="alert">
        <h1>This page crashed.</h1>
        <p className="crash-message">{this.state.error.message}</p>
        <button type="button" className="button" onClick={() => this.setState({ error: undefined })}>
          Try again
        </button>
      </div>
    );
  }
}
