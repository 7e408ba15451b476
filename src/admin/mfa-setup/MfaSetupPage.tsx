import { useEffect, useRef, useState } from "react";
import { Navigate, useNavigate } from "react-router-dom";
import styled from "styled-components";
import { homeOf } from "../../auth/homes";
import { useSession } from "../../auth/SessionProvider";
import { MESSAGES } from "@songs/domain";
import { Button } from "../../ui/Button";
import { Card, CardTitle } from "../../ui/Card";
import { LoadingText } from "../../ui/LoadingText";
import { PageHeading } from "../../ui/PageHeading";
import { useToast } from "../../ui/toast/ToastProvider";
import { describeMfaFailure } from "../../auth/mfa/describeMfaFailure";
import { loadMfaClient } from "../../auth/mfa/loadMfaClient";
import type { MfaClient, MfaEnrollmentStart } from "../../auth/mfa/mfaClient";
import { MfaCodeForm } from "../../auth/mfa/MfaCodeForm";
import { useTwoFactorStatus } from "../../auth/useAdminMfa";

const Steps = styled.ol`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 36rem;
  margin: 0 auto ${({ theme }) => theme.space.xxl};
  padding: 0 ${({ theme }) => theme.space.md};
`;

const Secret = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.fontSize.md};
  word-break: break-all;
  user-select: all;
`;

const Failure = styled.div`
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space.xxl};
`;

const ARTIST_TWO_FACTOR_LEAD =
  "Protect your studio account with a code from an authenticator app each time you log in.";

type Enrollment = { state: "starting" } | { state: "failed" } | ({ state: "ready" } & MfaEnrollmentStart);
type SettledEnrollment = Exclude<Enrollment, { state: "starting" }> & { attempt: number };

/**
 * /mfa-setup: an admin enrols an authenticator app (spec §2 MFA setup); an artist may, too.
 * Everyone else goes home; those who already have one go to the dashboard (artists to the studio);
 * otherwise enrolment starts on load.
 */
export default function MfaSetupPage() {
  const session = useSession();
  const { status, error: statusError, reload } = useTwoFactorStatus();
  const navigate = useNavigate();
  const toast = useToast();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<SettledEnrollment | null>(null);
  const enrollment: Enrollment = settled?.attempt === attempt ? settled : { state: "starting" };
  const client = useRef<MfaClient | null>(null);
  const mode = status?.mode;
  const mustEnroll = status !== undefined && !status.mfaEnabled;

  useEffect(() => {
    if (!mustEnroll || !mode) return;
    let isCurrent = true;
    loadMfaClient(mode)
      .then(async (loaded) => {
        client.current = loaded;
        const started = await loaded.startEnrollment();
        if (isCurrent) setSettled({ state: "ready", attempt, ...started });
      })
      .catch(() => {
        if (!isCurrent) return;
        setSettled({ state: "failed", attempt });
        toast({ title: MESSAGES.mfaSetupFailed, variant: "destructive" });
      });
    return () => {
      isCurrent = false;
    };
  }, [mustEnroll, mode, attempt, toast]);

  // Artists may set it up (it is not required of them); everyone goes on to their home afterwards.
  const isArtistOnly = !session.isAdmin && session.artistId !== null;
  const doneTo = homeOf(session);
  const heading = (
    <PageHeading
      title="Set Up Two-Factor Authentication"
      lead={
        isArtistOnly ? ARTIST_TWO_FACTOR_LEAD : "Admins must enable two-factor authentication to access admin features."
      }
    />
  );

  if (session.status === "signed-in" && !session.isAdmin && !session.artistId) return <Navigate to="/" replace />;
  if (status?.mfaEnabled) return <Navigate to={doneTo} replace />;
  if (statusError || enrollment.state === "failed") {
    return (
      <>
        {heading}
        <Failure>
          <p role="alert">{MESSAGES.mfaSetupFailed}</p>
          <Button
            onClick={() => {
              reload();
              setAttempt((current) => current + 1);
            }}
          >
            Try again
          </Button>
        </Failure>
      </>
    );
  }
  if (enrollment.state !== "ready") {
    return (
      <>
        {heading}
        <LoadingText>Preparing your authenticator set-up...</LoadingText>
      </>
    );
  }

  const verify = async (code: string): Promise<string | null> => {
    try {
      await client.current?.verifyEnrollment(code);
    } catch (error) {
      // Said once, beside the field (MfaCodeForm), as on the sign-in challenge: no toast besides.
      return describeMfaFailure(error);
    }
    toast({ title: MESSAGES.mfaEnabled, variant: "success" });
    navigate(doneTo, { replace: true });
    return null;
  };

  return (
    <>
      {heading}
      <Steps>
        <li>
          <Card>
            <CardTitle>Step 1: Scan the QR code</CardTitle>
            <p>
              Scan this code with an authenticator app such as Google Authenticator, Microsoft Authenticator or
              1Password.
            </p>
            <img
              src={enrollment.qrCodeDataUrl}
              alt="QR code to add Songs From The Heart to your authenticator app"
              width={220}
              height={220}
            />
          </Card>
        </li>
        <li>
          <Card>
            <CardTitle>Step 2: Or enter the secret by hand</CardTitle>
            <p>If you can't scan the code, type this secret into your app:</p>
            <Secret aria-label="Secret key">{enrollment.secret}</Secret>
            <div>
              <Button variant="outline" size="sm" onClick={() => void copySecret(enrollment.secret, toast)}>
                Copy secret
              </Button>
            </div>
          </Card>
        </li>
        <li>
          <Card>
            <CardTitle>Step 3: Enter the 6-digit code</CardTitle>
            <MfaCodeForm submitLabel="Verify & Turn On" busyLabel="Verifying..." onSubmit={verify} />
          </Card>
        </li>
      </Steps>
    </>
  );
}

async function copySecret(secret: string, toast: ReturnType<typeof useToast>): Promise<void> {
  try {
    await navigator.clipboard.writeText(secret);
    toast({ title: "Secret copied", variant: "success" });
  } catch {
    toast({ title: "Couldn't copy. Select the secret and copy it by hand.", variant: "warning" });
  }
}
