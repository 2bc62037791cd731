import { Component, type ReactNode } from 'react';
import { onHistoryMove } from '../lib/go-back.ts';

/**
 * A part of the shell whose code comes in its own chunk (the modal hosts, the fox's tips): when the
 * chunk cannot be fetched (offline), the part stays away instead of taking the whole app with it,
 * and is tried again when the user moves to another screen (retryableLazy).
 */
export class QuietBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly tryAgain = () => {
    if (this.state.failed) this.setState({ failed: false });
  };

  private stopListening = () => {};

  override componentDidMount() {
    this.stopListening = onHistoryMove(this.tryAgain);
  }

  override componentWillUnmount() {
    this.stopListening();
  }

  override componentDidCatch(error: unknown) {
    console.warn(`[${this.props.name}] failed to load`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
