import { Component, type ReactNode } from 'react';

interface Props {
  /** A new value (the next result) clears a failure, so a panel recovers when inputs change. */
  resetKey: unknown;
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  key: unknown;
}

/** Keeps a failure in one results panel from blanking the page. */
export class PanelBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { failed: false, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
