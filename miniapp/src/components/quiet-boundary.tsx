import { Component, type ReactNode } from 'react';

/**
 * A part of the shell whose code comes in its own chunk (the modal hosts, the fox's tips): when the
 * chunk cannot be fetched (offline), the part stays away instead of taking the whole app with it.
 */
export class QuietBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn(`[${this.props.name}] failed to load`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
