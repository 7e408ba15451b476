import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import styled from "styled-components";
import {
  commandApplies,
  deliverablesOf,
  EXTRA_VERSE_NOTE,
  formatDateTime,
  genreLabel,
  MAKER_LABELS,
  STUDIO_MESSAGES,
  type ArtistOrderView,
} from "@songs/domain";
import { isApiError } from "../../api/ApiError";
import { useApiQuery } from "../../api/useApiQuery";
import { OfflineNotice } from "../../offline/OfflineNotice";
import { Button } from "../../ui/Button";
import { DialogActions } from "../../ui/Dialog";
import { Container, Section } from "../../ui/layout";
import { LoadingText } from "../../ui/LoadingText";
import { detailsList } from "../../ui/mixins";
import { NoteDialog } from "../../widgets/work/NoteDialog";
import { PageHeading } from "../../ui/PageHeading";
import { HandInForm, type HandInTarget } from "../../widgets/work/HandInForm";
import { QuestionThreadPanel } from "../../widgets/questions/QuestionThreadPanel";
import { useToast } from "../../ui/toast/ToastProvider";
import {
  acceptOffer,
  completeStudioSongUpload,
  declineOffer,
  fetchStudioOrder,
  requestStudioSongUpload,
  studioQuestionsPath,
  submitStudioVersion,
} from "../studioApi";
import { OverdueNote, orderSummaryLine } from "../StudioOrderFacts";
import { OrderStatus } from "../../widgets/orders/OrderStatus";
import { StudioNav } from "../StudioNav";
import { OrderSection } from "../../widgets/orders/OrderSection";

const Facts = styled.dl`
  ${detailsList("max-content minmax(0, 1fr)")}
  dd {
    white-space: pre-wrap;
  }
`;

const Notes = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
`;

const studioSubmission = (orderId: string): HandInTarget => ({
  requestUpload: (file, item) => requestStudioSongUpload(orderId, file, item),
  completeUpload: (uploadId) => completeStudioSongUpload(orderId, uploadId),
  handIn: (lyrics) => submitStudioVersion(orderId, lyrics),
});

function OfferActions({ order, onAccepted }: { order: ArtistOrderView; onAccepted: (order: ArtistOrderView) => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [isDeclining, setDeclining] = useState(false);
  const [isAccepting, setAccepting] = useState(false);

  const accept = async () => {
    setAccepting(true);
    try {
      const taken = await acceptOffer(order.id);
      if (taken) onAccepted(taken);
      toast({ title: "Offer accepted. The song is yours to make.", variant: "success" });
    } catch (error) {
      toast({
        title:
          isApiError(error) && error.status === 409
            ? error.message
            : "The offer could not be accepted. Please try again.",
        variant: "destructive",
      });
    } finally {
      setAccepting(false);
    }
  };

  return (
    <OrderSection aria-labelledby="offer-heading">
      <h2 id="offer-heading">This order is offered to you</h2>
      {order.offerExpiresAt && (
        <p>
          Answer by <time dateTime={order.offerExpiresAt}>{formatDateTime(order.offerExpiresAt)}</time>; then it moves
          on.
        </p>
      )}
      <DialogActions>
        <Button variant="outline" onClick={() => setDeclining(true)} disabled={isAccepting}>
          Decline
        </Button>
        <Button onClick={() => void accept()} disabled={isAccepting}>
          {isAccepting ? "Accepting..." : "Accept"}
        </Button>
      </DialogActions>
      {isDeclining && (
        <NoteDialog
          title="Decline this offer"
          description={`Tell us why you cannot make the song for ${order.recipientName}.`}
          label="Reason"
          requiredMessage={STUDIO_MESSAGES.declineReasonRequired}
          submitLabel="Decline Offer"
          submittingLabel="Declining..."
          onClose={() => setDeclining(false)}
          onSubmit={async (reason) => {
            await declineOffer(order.id, reason);
            toast({ title: "Offer declined.", variant: "success" });
            void navigate("/studio");
          }}
        />
      )}
    </OrderSection>
  );
}

/** `/studio/orders/:orderId`: the brief, the due date, the offer's answer, the upload and the notes. */
export default function StudioOrderPage() {
  const orderId = useParams().orderId ?? "";
  const {
    data: order,
    error,
    isLoading,
    isOffline,
    reload,
    update,
  } = useApiQuery(`studio-order:${orderId}`, (signal) => fetchStudioOrder(orderId, signal));

  if (isLoading) return <LoadingText>Loading the order...</LoadingText>;
  if (isOffline) return <OfflineNotice onRetry={reload} />;
  if (error || !order) {
    return (
      <Section>
        <Container>
          <p role="alert">
            {isApiError(error) && error.status === 404
              ? "This order is not in your studio."
              : "The order could not be loaded. Please try again."}
          </p>
          <Link to="/studio">Back to your studio</Link>
        </Container>
      </Section>
    );
  }

  const canSubmit = order.tab !== "offered" && commandApplies("submit", { phase: order.stage, status: "" });
  return (
    <>
      <PageHeading title={`Song for ${order.recipientName}`} lead={orderSummaryLine(order)} />
      <Section>
        <Container>
          <StudioNav />
          <OrderStatus said={order.said} />
          <OverdueNote order={order} />
          <Facts aria-label="The brief">
            <dt>Occasion, package and add-ons</dt>
            <dd>{orderSummaryLine(order)}</dd>
            <dt>Genre</dt>
            <dd>{genreLabel(order.genre)}</dd>
            <dt>Recipient</dt>
            <dd>{order.recipientName}</dd>
            <dt>Story</dt>
            <dd>{order.story}</dd>
            <dt>Key moments</dt>
            <dd>{order.keyMoments || "None given"}</dd>
            <dt>Length</dt>
            <dd>{order.delivery.songLength ?? "As agreed"}</dd>
            {order.delivery.extraVerse && (
              <>
                <dt>Extra verse</dt>
                <dd>{EXTRA_VERSE_NOTE}</dd>
              </>
            )}
            <dt>The order owes</dt>
            <dd>
              {deliverablesOf(order)
                .map(
                  (item) =>
                    `${item.label} (${item.maker === "artist" ? "you" : MAKER_LABELS[item.maker].toLowerCase()})`,
                )
                .join(", ")}
            </dd>
          </Facts>

          {order.tab === "offered" && <OfferActions order={order} onAccepted={(taken) => update(() => taken)} />}

          {/* Questions for the customer, once the order is the artist's to make. */}
          {order.tab !== "offered" && <QuestionThreadPanel path={studioQuestionsPath(order.id)} />}

          {order.revisionNotes.length > 0 && (
            <OrderSection aria-labelledby="revision-heading">
              <h2 id="revision-heading">The customer's revision notes</h2>
              <Notes>
                {order.revisionNotes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </Notes>
            </OrderSection>
          )}

          {order.songCheckNotes && order.stage === "returned" && (
            <OrderSection aria-labelledby="review-heading">
              <h2 id="review-heading">Sent back from the song check</h2>
              <p>{order.songCheckNotes}</p>
            </OrderSection>
          )}

          {(canSubmit || order.submittedVersions > 0) && (
            <OrderSection aria-labelledby="song-heading">
              <h2 id="song-heading">Your delivery</h2>
              <p>
                {order.submittedVersions === 1
                  ? "1 version submitted."
                  : `${order.submittedVersions} versions submitted.`}
              </p>
              {order.stage === "song_check" && <p>The team is listening to your latest version.</p>}
              {canSubmit ? (
                <HandInForm
                  key={order.submittedVersions}
                  view={order.delivery}
                  target={studioSubmission(order.id)}
                  handInLabel="Submit for the Song Check"
                  handingInLabel="Submitting..."
                  verb="submit"
                  onUploaded={() =>
                    void fetchStudioOrder(order.id, new AbortController().signal).then(
                      (fresh) => update(() => fresh),
                      reload,
                    )
                  }
                  onHandedIn={reload}
                />
              ) : (
                order.delivery.versions.length > 0 && (
                  <p>{order.delivery.versions.length} item versions handed in so far.</p>
                )
              )}
            </OrderSection>
          )}
          <p>
            <Link to="/studio">Back to your studio</Link>
          </p>
        </Container>
      </Section>
    </>
  );
}
