import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import styled from "styled-components";
import { PAYOUT_MESSAGES, payoutStatusSchema, type PayoutLink } from "@songs/domain";
import { isApiError } from "../../api/ApiError";
import { useApiQuery } from "../../api/useApiQuery";
import { OfflineNotice } from "../../offline/OfflineNotice";
import { Button } from "../../ui/Button";
import { Card, CardTitle } from "../../ui/Card";
import { EmptyState } from "../../ui/EmptyState";
import { Container } from "../../ui/layout";
import { LoadingText } from "../../ui/LoadingText";
import { PageHeading } from "../../ui/PageHeading";
import { StudioNav } from "../StudioNav";
import { openPayoutDashboard, startPayoutOnboarding, STUDIO_PAYOUTS_PATH } from "./studioPayoutsApi";
import { goToStripe } from "../../payments/goToStripe";

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Details = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.color.danger};
  margin: 0;
`;

/** Stripe sends an expired or reused onboarding link back here with this query: a new link is made at once. */
const REFRESH_PARAM = "setup";

/**
 * /studio/payouts ("Get paid"): the artist's Stripe payout account in words, a button that starts
 * or continues Stripe's onboarding (an Account Link), and their Express dashboard once set up.
 */
export default function StudioPayoutsPage() {
  const { data, error, isLoading, isOffline, reload } = useApiQuery(STUDIO_PAYOUTS_PATH, payoutStatusSchema);
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const refreshed = useRef(false);

  const go = async (makeLink: () => Promise<PayoutLink>) => {
    setBusy(true);
    setProblem(null);
    try {
      goToStripe((await makeLink()).url);
    } catch (failure) {
      setProblem(isApiError(failure) ? failure.message : "Stripe could not be reached. Please try again.");
      setBusy(false);
    }
  };

  useEffect(() => {
    if (params.get(REFRESH_PARAM) !== "again" || refreshed.current) return;
    refreshed.current = true;
    void go(startPayoutOnboarding);
  }, [params]);

  return (
    <>
      <PageHeading title={PAYOUT_MESSAGES.title} lead={PAYOUT_MESSAGES.intro} />
      <Container>
        <StudioNav />
        {isLoading && <LoadingText>Loading your payout setup...</LoadingText>}
        {isOffline && <OfflineNotice onRetry={reload} />}
        {error && (
          <EmptyState
            message="Your payout setup could not be loaded. Please try again."
            action={<Button onClick={reload}>Try again</Button>}
          />
        )}
        {data && (
          <Card aria-labelledby="payout-state">
            <CardTitle id="payout-state">{data.headline}</CardTitle>
            {data.details.length > 0 && (
              <Details>
                {data.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </Details>
            )}
            {problem && <Problem role="alert">{problem}</Problem>}
            <Actions>
              {data.canOnboard && (
                <Button onClick={() => void go(startPayoutOnboarding)} disabled={busy}>
                  {data.state === "not_set_up" ? PAYOUT_MESSAGES.start : PAYOUT_MESSAGES.continue}
                </Button>
              )}
              {data.canOpenDashboard && (
                <Button
                  variant={data.canOnboard ? "outline" : "primary"}
                  onClick={() => void go(openPayoutDashboard)}
                  disabled={busy}
                >
                  {PAYOUT_MESSAGES.dashboard}
                </Button>
              )}
            </Actions>
          </Card>
        )}
      </Container>
    </>
  );
}
