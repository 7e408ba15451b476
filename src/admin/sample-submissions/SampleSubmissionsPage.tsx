import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import styled from "styled-components";
import { pendingSampleListSchema, rejectSampleRequestSchema, type PendingSample } from "@songs/domain";
import { isApiError } from "../../api/ApiError";
import { useApiQuery } from "../../api/useApiQuery";
import { useMorePages } from "../../api/useMorePages";
import { OfflineNotice } from "../../offline/OfflineNotice";
import { Button } from "../../ui/Button";
import { Card, CardTitle } from "../../ui/Card";
import { applyServerFieldErrors } from "../../ui/applyServerFieldErrors";
import { FormField, Input } from "../../ui/FormField";
import { WorkContainer } from "../../ui/layout";
import { PageHeading } from "../../ui/PageHeading";
import { useToast } from "../../ui/toast/ToastProvider";
import { decideSample, SAMPLE_SUBMISSIONS_PATH } from "./sampleSubmissionsApi";
import { MutedText } from "../../ui/MutedText";
import { EmptyState } from "../../ui/EmptyState";
import { LoadingText } from "../../ui/LoadingText";
import { ShowMorePages } from "../../ui/MoreEntries";
import { howManyWait, WaitingQueue } from "../WaitingQueue";

const Actions = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  > div {
    flex: 1 1 14rem;
    margin: 0;
  }
`;

const REJECTION_FIELDS = ["reason"] as const;

/** One submission: listen, then approve, or reject with a reason for the artist. */
function Submission({ sample, onDecided }: { sample: PendingSample; onDecided: (id: string) => void }) {
  const toast = useToast();
  const [isApproving, setApproving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({ resolver: zodResolver(rejectSampleRequestSchema), defaultValues: { reason: "" } });
  const isBusy = isApproving || isSubmitting;

  const decide = async (decision: { approve: true } | { approve: false; reason: string }) => {
    try {
      await decideSample(sample, decision);
      toast({
        title: decision.approve
          ? "Sample approved: it is public now."
          : "Sample rejected; the artist sees your reason.",
        variant: "success",
      });
      onDecided(sample.id);
    } catch (failure) {
      applyServerFieldErrors(failure, REJECTION_FIELDS, setError);
      toast({
        title: isApiError(failure) ? failure.message : "The decision could not be saved.",
        variant: "destructive",
      });
    }
  };

  const approve = async () => {
    setApproving(true);
    await decide({ approve: true });
    setApproving(false);
  };
  const reject = handleSubmit(({ reason }) => decide({ approve: false, reason }));

  return (
    <Card>
      <CardTitle>{sample.title}</CardTitle>
      <MutedText>
        {sample.artistName ?? "Unknown artist"} · {sample.genre} · {sample.mood} · {sample.occasion}
      </MutedText>
      <audio controls preload="none" src={sample.audioUrl} aria-label={`Listen to ${sample.title}`} />
      <Actions onSubmit={(event) => void reject(event)} noValidate aria-label={`Decide on ${sample.title}`}>
        <Button onClick={() => void approve()} disabled={isBusy}>
          Approve
        </Button>
        <FormField label="Reason for rejecting" error={errors.reason?.message}>
          <Input {...register("reason")} />
        </FormField>
        <Button type="submit" variant="outline" disabled={isBusy}>
          Reject
        </Button>
      </Actions>
    </Card>
  );
}

/**
 * /admin/sample-submissions: artists' samples waiting for approval, oldest first, 50 a page with
 * "Show more" and how many wait. A decided sample leaves the list where it is.
 */
export default function SampleSubmissionsPage() {
  const { data, error, isLoading, isOffline, reload, update } = useApiQuery(
    SAMPLE_SUBMISSIONS_PATH,
    pendingSampleListSchema,
  );
  const more = useMorePages(SAMPLE_SUBMISSIONS_PATH, pendingSampleListSchema, data);
  // Decided here: out of every page read, and out of the count.
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  const pending = data
    ? [...data.samples, ...more.pages.flatMap((page) => page.samples)].filter((sample) => !decided.has(sample.id))
    : [];
  const leave = (id: string) => {
    update((current) => ({
      ...current,
      samples: current.samples.filter((sample) => sample.id !== id),
      count: Math.max(0, current.count - 1),
    }));
    setDecided((before) => new Set(before).add(id));
  };
  return (
    <>
      <PageHeading
        title="Approve Samples"
        lead="Samples artists submitted. Approved ones appear on the artist's page and in the sample library."
      />
      <WorkContainer>
        {isLoading && <LoadingText>Loading submitted samples...</LoadingText>}
        {isOffline && <OfflineNotice onRetry={reload} />}
        {error && !isOffline && <p role="alert">The submitted samples could not be loaded. Please try again.</p>}
        {data && pending.length === 0 && <EmptyState message="No samples are waiting for approval." />}
        {data && pending.length > 0 && (
          <WaitingQueue
            count={howManyWait(data.count, "sample waiting", "samples waiting")}
            label="Submitted samples"
            items={pending}
            keyOf={(sample) => sample.id}
            more={more}
          >
            {(sample) => <Submission sample={sample} onDecided={leave} />}
          </WaitingQueue>
        )}
        {/* Every row read so far decided, more waiting: the next page is still there to read. */}
        {data && pending.length === 0 && <ShowMorePages label="Show more" more={more} />}
      </WorkContainer>
    </>
  );
}
