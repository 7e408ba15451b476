import { Component, type ErrorInfo, type ReactNode } from "react";
import styled from "styled-components";
import { Button, ButtonLink } from "../ui/Button";

const Box = styled.div`
  max-width: 36rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.section} ${({ theme }) => theme.space.md};
  text-align: center;
  h1 {
    margin-top: 0;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    justify-content: center;
  }
`;

interface Props {
  children: ReactNode;
}
interface State {
  error: Error | null;
}

/** Catches a screen's rendering error (or a failed chunk load after a deploy) and offers a way on. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn("Screen failed to render", error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box role="alert">
        <h1>Something went wrong</h1>
        <p>This page could not be shown. Please reload, or go back to the home page.</p>
        <div>
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <ButtonLink to="/" variant="outline" onClick={() => this.setState({ error: null })}>
            Return Home
          </ButtonLink>
        </div>
      </Box>
    );
  }
}
