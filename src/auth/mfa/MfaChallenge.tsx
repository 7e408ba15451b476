import { useRef } from "react";
import styled from "styled-components";
import { type MfaMode } from "@songs/domain";
import { PageHeading } from "../../ui/PageHeading";
import { describeMfaFailure } from "./describeMfaFailure";
import { loadMfaClient } from "./loadMfaClient";
import type { MfaClient } from "./mfaClient";
import { MfaCodeForm } from "./MfaCodeForm";

const Panel = styled.div`
  max-width: 28rem;
  margin: 0 auto ${({ theme }) => theme.space.xxl};
  padding: 0 ${({ theme }) => theme.space.md};
`;

interface MfaChallengeProps {
  mode: MfaMode;
  /** Called once the session passed the code (its ID token now says so). */
  onVerified(): void;
}

/** Asks a signed-in admin for the authenticator's 6-digit code before any admin screen. */
export default function MfaChallenge({ mode, onVerified }: MfaChallengeProps) {
  const client = useRef<Promise<MfaClient> | null>(null);

  const verify = async (code: string): Promise<string | null> => {
    try {
      client.current ??= loadMfaClient(mode);
      await (await client.current).verifyChallenge(code);
    } catch (error) {
      return describeMfaFailure(error);
    }
    onVerified();
    return null;
  };

  return (
    <>
      <PageHeading
        title="Enter your authentication code"
        lead="Open your authenticator app and enter the 6-digit code for Songs From The Heart."
      />
      <Panel>
        <MfaCodeForm submitLabel="Verify" busyLabel="Verifying..." onSubmit={verify} />
      </Panel>
    </>
  );
}
