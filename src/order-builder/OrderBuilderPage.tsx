import { toNestErrors } from "@hookform/resolvers";
import { useEffect, useRef, useState } from "react";
import { FormProvider, useForm, useWatch, type FieldErrors, type Path, type Resolver } from "react-hook-form";
import styled from "styled-components";
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
  draftShippingAddress,
  draftToOrder,
  FIRST_STEP,
  REVIEW_STEP,
  SONG_GIFT_APPLIED,
  skipArtist,
  STORY_STEP,
  type OrderDraft,
} from "@songs/domain";
import { markOrderAwaitingSignIn, saveDraft } from "../offline/draftStore";
import { isBrowserOnline, useOnlineStatus } from "../api/onlineStatus";
import { PaymentLink } from "../payments/PaymentLink";
import { usePayForOrder } from "../payments/checkout/usePayForOrder";
import { useSendToSignIn } from "../auth/useSendToSignIn";
import { useSettledSession } from "../auth/useSettledSession";
import { Button } from "../ui/Button";
import { ActionRow, Container } from "../ui/layout";
import { LoadingText } from "../ui/LoadingText";
import { MutedText } from "../ui/MutedText";
import { PageHeading } from "../ui/PageHeading";
import { useToast } from "../ui/toast/ToastProvider";
import { ArtistStep } from "./ArtistStep";
import { useBuilderArtists } from "./builderArtists";
import { DraftChoiceGroup, type Choice } from "./ChoiceGroup";
import { PackageStep } from "./PackageStep";
import { ReviewStep } from "./ReviewStep";
import { StepProgress } from "./StepProgress";
import { StoryStep } from "./StoryStep";
import { useBuilderDraft, type BuilderState } from "./useBuilderDraft";

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
  promotionCode: REVIEW_STEP,
  // The gift code and what it covers are set by its redeem page, never by a step.
  songGiftCode: FIRST_STEP,
  songGiftCovers: FIRST_STEP,
  shippingAddress: REVIEW_STEP,
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

/**
 * The form's check: the current step's rule (the domain's `checkStep`; the step is the form's
 * context), its messages under the fields they name. Completing the order checks the whole draft.
 */
const stepResolver: Resolver<OrderDraft, number> = (values, step, options) => {
  const check = checkStep(step ?? FIRST_STEP, values);
  if (check.isValid) return { values, errors: {} };
  const errors = Object.fromEntries(Object.entries(check.fields).map(([field, message]) => [field, { message }]));
  return { values: {}, errors: toNestErrors<OrderDraft>(errors as FieldErrors, options) };
};

/** The order builder (/create and /order-builder): six steps from the occasion to the payment. */
export default function OrderBuilderPage() {
  const opening = useBuilderDraft();
  if (!opening) {
    return (
      <>
        <PageHeading title="Create Your Song" />
        <LoadingText>Loading your order...</LoadingText>
      </>
    );
  }
  return <OrderBuilder opening={opening} />;
}

/** The builder's form (react-hook-form holds the draft), saved on the device on every change. */
function OrderBuilder({ opening }: { opening: BuilderState }) {
  const toast = useToast();
  const sendToSignIn = useSendToSignIn();
  const settledSession = useSettledSession();
  const { pay, paymentLink } = usePayForOrder();
  const isOnline = useOnlineStatus();
  const [step, setStep] = useState(opening.step);
  const form = useForm<OrderDraft, number>({
    defaultValues: opening.draft,
    resolver: stepResolver,
    context: step,
    // A message stays until its field changes or the step is tried again (not re-checked while typing).
    reValidateMode: "onSubmit",
  });
  const { control, handleSubmit, setValue, setError, clearErrors, subscribe } = form;
  const draft = useWatch({ control }) as OrderDraft;
  const artists = useBuilderArtists(draft.genre, draft.artistId);
  const hasErrors = Object.keys(form.formState.errors).length > 0;
  /** Whether the browser itself was offline when the order had to wait (so its return can be told). */
  const [waitedOffline, setWaitedOffline] = useState(false);
  const [phase, setPhase] = useState<Phase>("editing");
  const titleRef = useRef<HTMLHeadingElement>(null);
  const isStepChanging = useRef(false);

  useEffect(() => {
    void saveDraft(draft, step);
  }, [draft, step]);

  // A field the customer changes loses its message.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (name) clearErrors(name as Path<OrderDraft>);
        },
      }),
    [subscribe, clearErrors],
  );

  // After Back, Continue or Skip, focus moves to the new step's title (not on the first render).
  useEffect(() => {
    if (!isStepChanging.current) return;
    isStepChanging.current = false;
    titleRef.current?.focus();
  }, [step]);

  const goTo = (next: number, patch: Partial<OrderDraft> = {}) => {
    clearErrors();
    setPhase("editing");
    isStepChanging.current = true;
    for (const [field, value] of Object.entries(patch)) setValue(field as keyof OrderDraft, value);
    setStep(next);
  };

  const goForward = () => {
    // The chosen artist stopped taking orders: the step says so rather than the payment refusing it.
    if (step === ARTIST_STEP && artists.unavailableChoice !== null) {
      setError("artistId", { message: ARTIST_PROFILE_MESSAGES.chosenArtistUnavailable }, { shouldFocus: true });
      return;
    }
    goTo(step + 1);
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
      for (const [field, message] of Object.entries(check.fields)) setError(field as Path<OrderDraft>, { message });
      toast({ title: check.message, variant: "destructive" });
      return;
    }
    const address = draftShippingAddress(draft);
    if (!address.ok) {
      for (const [field, message] of Object.entries(address.fields)) setError(field as Path<OrderDraft>, { message });
      toast({ title: address.message, variant: "destructive" });
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
    const songGift = draft.songGiftCode ? { code: draft.songGiftCode, shippingAddress: address.address } : null;
    const start = await pay(check.order, songGift);
    if (start.status === "signed-out") {
      await askToSignIn();
    } else if (start.status === "offline") {
      awaitConnection();
    } else if (start.status === "failed") {
      setPhase("editing");
      toast({ title: start.message, variant: "destructive" });
    }
  };

  const next = () => (step < REVIEW_STEP ? goForward() : completeOrder());
  const choiceStep = CHOICE_STEPS[step];

  return (
    <>
      <PageHeading
        title="Create Your Song"
        path="/create"
        lead="Six short steps from your story to a song written for the people you love."
      />
      <Container>
        <Panel>
          <StepProgress step={step} />
          <FormProvider {...form}>
            <form
              onSubmit={(event) => {
                if (isBusy) event.preventDefault();
                else void handleSubmit(next)(event);
              }}
              noValidate
              aria-labelledby="builder-step-title"
            >
              <StepTitle id="builder-step-title" ref={titleRef} tabIndex={-1}>
                {BUILDER_STEPS[step - 1]}
              </StepTitle>
              {hasErrors && <Alert role="alert">{VALIDATION.stepIncomplete}</Alert>}
              {draft.songGiftCode && <MutedText role="status">{SONG_GIFT_APPLIED}</MutedText>}

              {choiceStep && (
                <DraftChoiceGroup
                  key={choiceStep.name}
                  legend={choiceStep.legend}
                  name={choiceStep.name}
                  choices={choiceStep.choices}
                />
              )}
              {step === ARTIST_STEP && <ArtistStep draft={draft} artists={artists} />}
              {step === STORY_STEP && <StoryStep draft={draft} />}
              {step === 5 && <PackageStep draft={draft} />}
              {step === REVIEW_STEP && <ReviewStep draft={draft} artists={artists.artists} />}

              <Actions>
                {step > FIRST_STEP && (
                  <Button variant="outline" onClick={() => goTo(step - 1)} disabled={isBusy}>
                    Back
                  </Button>
                )}
                <Forward>
                  {step === ARTIST_STEP && (
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
                    {step < REVIEW_STEP ? "Continue" : "Complete Order"}
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
          </FormProvider>
        </Panel>
      </Container>
    </>
  );
}
