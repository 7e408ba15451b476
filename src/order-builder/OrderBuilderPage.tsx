import { useEffect, useRef, useState, type FormEvent } from "react";
import styled from "styled-components";
import { useArtists } from "../api/useArtists";
import {
  ARTIST_PROFILE_MESSAGES,
  MESSAGES,
  OFFLINE_MESSAGES,
  VALIDATION,
  BUILDER_GENRES,
  OCCASIONS,
  ARTIST_STEP,
  BUILDER_STEPS,
  checkStep,
  draftToOrder,
  FIRST_STEP,
  REVIEW_STEP,
  skipArtist,
  STORY_STEP,
  type OrderDraft,
} from "@songs/domain";
import { markOrderAwaitingSignIn, saveDraft } from "../offline/draftStore";
import { isBrowserOnline, useOnlineStatus } from "../api/onlineStatus";
import { PaymentLink } from "../ui/PaymentLink";
import { usePayForOrder } from "../payments/checkout/usePayForOrder";
import { useSendToSignIn } from "../auth/useSendToSignIn";
import { useSettledSession } from "../auth/useSettledSession";
import { Button } from "../ui/Button";
import { ActionRow, Container } from "../ui/layout";
import { LoadingText } from "../ui/LoadingText";
import { PageHeading } from "../ui/PageHeading";
import { useToast } from "../ui/toast/ToastProvider";
import { ArtistStep } from "./ArtistStep";
import { unavailableChoice } from "./builderArtists";
import { ChoiceGroup, type Choice } from "./ChoiceGroup";
import { PackageStep } from "./PackageStep";
import { ReviewStep } from "./ReviewStep";
import { StepProgress } from "./StepProgress";
import { StoryStep } from "./StoryStep";
import { useBuilderDraft } from "./useBuilderDraft";

const Panel = styled.div`
  max-width: 52rem;
  margin: 0 auto ${({ theme }) => theme.space.section};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  @media (min-width: 40rem) {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const StepTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSize.xl};
  &:focus {
    outline: none;
  }
`;

const Alert = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  border-left: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Forward = styled(ActionRow)`
  margin-left: auto;
`;

const Status = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  text-align: center;
  font-weight: 600;
`;

/** The step that asks for each field, so a refused order opens where it can be fixed. */
const FIELD_STEPS: Readonly<Record<keyof OrderDraft, number>> = {
  occasion: 1,
  genre: 2,
  artistId: ARTIST_STEP,
  recipientName: STORY_STEP,
  story: STORY_STEP,
  keyMoments: STORY_STEP,
  package: 5,
  addOns: 5,
  gift: REVIEW_STEP,
};

/** "awaiting-connection": Complete Order found no connection; the order waits, saved on the device. */
type Phase = "editing" | "checking-session" | "redirecting" | "awaiting-connection";

interface ChoiceStep {
  legend: string;
  /** The draft field the step sets. */
  name: "occasion" | "genre";
  choices: readonly Choice[];
}

/** The first two steps: one choice each from a fixed list. */
const CHOICE_STEPS: Readonly<Partial<Record<number, ChoiceStep>>> = {
  1: { legend: "What is the occasion?", name: "occasion", choices: OCCASIONS },
  2: { legend: "Which style of music?", name: "genre", choices: BUILDER_GENRES },
};

/** The order builder (/create and /order-builder): six steps from the occasion to the payment. */
export default function OrderBuilderPage() {
  const { builder, update } = useBuilderDraft();
  const { artists, read: artistsRead } = useArtists();
  const toast = useToast();
  const sendToSignIn = useSendToSignIn();
  const settledSession = useSettledSession();
  const { pay, paymentLink } = usePayForOrder();
  const isOnline = useOnlineStatus();
  /** Whether the browser itself was offline when the order had to wait (so its return can be told). */
  const [waitedOffline, setWaitedOffline] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [phase, setPhase] = useState<Phase>("editing");
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const isStepChanging = useRef(false);
  const step = builder?.step;

  // After Back, Continue or Skip, focus moves to the new step's title (not on the first render).
  useEffect(() => {
    if (!isStepChanging.current) return;
    isStepChanging.current = false;
    titleRef.current?.focus();
  }, [step]);

  if (!builder) {
    return (
      <>
        <PageHeading title="Create Your Song" />
        <LoadingText>Loading your order...</LoadingText>
      </>
    );
  }
  const { draft } = builder;

  const goTo = (next: number, patch: Partial<OrderDraft> = {}) => {
    setErrors({});
    setPhase("editing");
    isStepChanging.current = true;
    update(patch, next);
  };

  const change = (patch: Partial<OrderDraft>) => {
    update(patch);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))));
  };

  const goForward = () => {
    // The chosen artist stopped taking orders: the step says so rather than the payment refusing it.
    const isChoiceUnavailable = builder.step === ARTIST_STEP && unavailableChoice(artists, draft.artistId) !== null;
    const check = isChoiceUnavailable
      ? { isValid: false, fields: { artistId: ARTIST_PROFILE_MESSAGES.chosenArtistUnavailable } }
      : checkStep(builder.step, draft);
    if (check.isValid) {
      goTo(builder.step + 1);
      return;
    }
    setErrors(check.fields);
    const [firstField] = Object.keys(check.fields);
    formRef.current?.querySelector<HTMLElement>(`[name="${firstField}"]:not(:disabled)`)?.focus();
  };

  const askToSignIn = async () => {
    await Promise.all([saveDraft(draft, REVIEW_STEP), markOrderAwaitingSignIn()]);
    toast({ title: MESSAGES.loginToCompleteOrder });
    sendToSignIn();
  };

  const isBusy = phase === "checking-session" || phase === "redirecting";

  const awaitConnection = () => {
    setWaitedOffline(!isBrowserOnline());
    setPhase("awaiting-connection");
  };

  const completeOrder = async () => {
    const check = draftToOrder(draft);
    if (!check.ok) {
      const [firstField] = Object.keys(check.fields) as (keyof OrderDraft)[];
      goTo(firstField ? (FIELD_STEPS[firstField.split(".")[0] as keyof OrderDraft] ?? FIRST_STEP) : FIRST_STEP);
      setErrors(check.fields);
      toast({ title: check.message, variant: "destructive" });
      return;
    }
    // The draft is already saved on this device (on every change); paying must wait for a connection.
    if (!isBrowserOnline()) {
      awaitConnection();
      return;
    }
    setPhase("checking-session");
    if ((await settledSession()) !== "signed-in") {
      await askToSignIn();
      return;
    }
    setPhase("redirecting");
    const start = await pay(check.order);
    if (start.status === "signed-out") {
      await askToSignIn();
    } else if (start.status === "offline") {
      awaitConnection();
    } else if (start.status === "failed") {
      setPhase("editing");
      toast({ title: start.message, variant: "destructive" });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    if (builder.step < REVIEW_STEP) goForward();
    else void completeOrder();
  };

  const hasErrors = Object.keys(errors).length > 0;
  const stepProps = { draft, errors, onChange: change };
  const choiceStep = CHOICE_STEPS[builder.step];

  return (
    <>
      <PageHeading
        title="Create Your Song"
        path="/create"
        lead="Six short steps from your story to a song written for the people you love."
      />
      <Container>
        <Panel>
          <StepProgress step={builder.step} />
          <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="builder-step-title">
            <StepTitle id="builder-step-title" ref={titleRef} tabIndex={-1}>
              {BUILDER_STEPS[builder.step - 1]}
            </StepTitle>
            {hasErrors && <Alert role="alert">{VALIDATION.stepIncomplete}</Alert>}

            {choiceStep && (
              <ChoiceGroup
                key={choiceStep.name}
                legend={choiceStep.legend}
                name={choiceStep.name}
                choices={choiceStep.choices}
                value={draft[choiceStep.name]}
                error={errors[choiceStep.name]}
                onChange={(id) => change({ [choiceStep.name]: id })}
              />
            )}
            {builder.step === ARTIST_STEP && <ArtistStep {...stepProps} artists={artists} read={artistsRead} />}
            {builder.step === STORY_STEP && <StoryStep {...stepProps} />}
            {builder.step === 5 && <PackageStep {...stepProps} />}
            {builder.step === REVIEW_STEP && <ReviewStep {...stepProps} artists={artists} />}

            <Actions>
              {builder.step > FIRST_STEP && (
                <Button variant="outline" onClick={() => goTo(builder.step - 1)} disabled={isBusy}>
                  Back
                </Button>
              )}
              <Forward>
                {builder.step === ARTIST_STEP && (
                  <Button
                    variant="ghost"
                    disabled={isBusy}
                    onClick={() => {
                      const skipped = skipArtist(draft);
                      goTo(skipped.step, skipped.draft);
                    }}
                  >
                    Skip this step
                  </Button>
                )}
                <Button type="submit" disabled={isBusy}>
                  {builder.step < REVIEW_STEP ? "Continue" : "Complete Order"}
                </Button>
              </Forward>
            </Actions>
            {phase === "redirecting" && <Status role="status">{MESSAGES.redirectingToPayment}</Status>}
            {phase === "awaiting-connection" && (
              <Status role="status">
                {waitedOffline && isOnline ? OFFLINE_MESSAGES.orderResume : OFFLINE_MESSAGES.orderSaved}
              </Status>
            )}
            {paymentLink && (
              <Status>
                <PaymentLink url={paymentLink} />
              </Status>
            )}
          </form>
        </Panel>
      </Container>
    </>
  );
}
