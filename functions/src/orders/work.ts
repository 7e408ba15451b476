import { FieldValue, type DocumentReference, type Firestore, type Transaction } from "firebase-admin/firestore";
import {
  canMoveWork,
  canTransition,
  firstOffer,
  isOrderStatus,
  needsSettling,
  passOffer,
  reoffer,
  settleOffer,
  STUDIO_MESSAGES,
  type OfferSettlement,
  type OrderStatus,
  type WorkMove,
} from "@songs/domain";
import { HttpError, notFound } from "../http/errors";
import { offerCandidates } from "./offerCandidates";
import { orderFromSnapshot, type OrderRecord, type StatusChange } from "./orderRecord";
import { newWorkRecord, workToData, type WorkRecord, type WorkSubmission } from "./workRecord";

/** Who acted, for the status history. */
export interface Actor {
  uid: string;
  email: string | null;
}

/** An order whose work the studio tracks. */
export type WorkingOrder = OrderRecord & { work: WorkRecord };

/** What a work operation did, for the emails sent after it committed. */
export interface WorkOutcome {
  order: WorkingOrder;
  /** Artists the order was newly offered to (a lapse or a decline moving it on, or the customer's choice). */
  newlyOffered: string[];
  /** Whether the customer must now choose another artist or a refund. */
  customerAsked: boolean;
  /** Whether the admins must now be told that nobody accepted the order in time. */
  alertAdmins: boolean;
  /** Artists whose open offer another artist's accept just closed. */
  takenFrom: string[];
}

/** What a move returns: the new work, and the status move and offers it makes. */
interface Move {
  work: WorkRecord;
  status?: StatusChange;
  newlyOffered?: string[];
  takenFrom?: string[];
}

const unchanged = (order: WorkingOrder): WorkOutcome => ({ order, newlyOffered: [], customerAsked: false, alertAdmins: false, takenFrom: [] });

const refused = () => new HttpError(409, "invalid_work_move", STUDIO_MESSAGES.notYourMove);

function requireMove(order: WorkingOrder, move: WorkMove): void {
  if (!canMoveWork(order.work.stage, move)) throw refused();
}

/**
 * The studio's operations on an order's `work` (docs/studio.md): each one transaction that first
 * settles a lapsed offer (from the offer's own time, `now`), then makes its move through the
 * domain's work state machine, and records a status move in the status history with it.
 */
export function orderWork(db: Firestore, now: () => Date = () => new Date()) {
  const collection = db.collection("orders");
  const historyOf = (orderId: string) => collection.doc(orderId).collection("statusHistory");

  /** The order's work after a lapse was applied at `at`, read in `transaction`; 404 for an order the studio does not track. */
  async function readSettled(
    transaction: Transaction,
    ref: DocumentReference,
    at: Date,
    untracked: "refuse" | "track",
  ): Promise<{ order: WorkingOrder; settlement: OfferSettlement | null }> {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw notFound("Order not found");
    const found = orderFromSnapshot(snapshot);
    // An order from before the studio has no work yet: only an admin's assignment starts tracking it.
    const order = found.work || untracked === "refuse" ? found : { ...found, work: newWorkRecord(firstOffer(null, [], at)) };
    if (!order.work) throw notFound("Order not found");
    if (!needsSettling(order.work, at)) return { order: order as WorkingOrder, settlement: null };
    const settlement = settleOffer(order.work, at, await offerCandidates(db, order.genre));
    return { order: { ...order, work: { ...order.work, ...settlement.work } }, settlement };
  }

  function writeWork(transaction: Transaction, ref: DocumentReference, work: WorkRecord, status?: StatusChange): void {
    transaction.update(ref, {
      work: workToData(work),
      ...(status ? { status: status.to } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (status) transaction.create(historyOf(ref.id).doc(), { ...status, createdAt: FieldValue.serverTimestamp() });
  }

  /** Runs `move` on the settled order in one transaction and writes what it returns with the settlement. */
  async function act(
    orderId: string,
    move: (order: WorkingOrder, at: Date) => Move | Promise<Move>,
    untracked: "refuse" | "track" = "refuse",
  ): Promise<WorkOutcome> {
    const ref = collection.doc(orderId);
    const at = now();
    return db.runTransaction(async (transaction) => {
      const { order, settlement } = await readSettled(transaction, ref, at, untracked);
      const made = await move(order, at);
      if (made.status || made.work !== order.work || settlement?.changed) writeWork(transaction, ref, made.work, made.status);
      const after = made.work.stage;
      return {
        order: { ...order, work: made.work, status: made.status?.to ?? order.status },
        newlyOffered: [...new Set([...(settlement?.newlyOffered ?? []), ...(made.newlyOffered ?? [])])],
        customerAsked: (settlement?.customerAsked ?? false) || (order.work.stage !== "awaiting_customer" && after === "awaiting_customer"),
        alertAdmins: settlement?.alertAdmins ?? false,
        takenFrom: made.takenFrom ?? [],
      };
    });
  }

  /** The status move an artist's accept or an admin's assignment makes: paid to in progress, else none. */
  function startWork(order: WorkingOrder, actor: Actor, reason: string, cause: "artist" | "admin"): StatusChange | undefined {
    const to: OrderStatus = "in_progress";
    if (!isOrderStatus(order.status) || !canTransition(order.status, to, cause)) return undefined;
    return { from: order.status, to, changedBy: actor.uid, changedByEmail: actor.email, reason };
  }

  return {
    /**
     * The order as it stands now, with a lapsed offer settled (and written, in a transaction, so
     * concurrent readers settle it once). Null for an unknown order or one the studio does not track.
     */
    async read(orderId: string): Promise<WorkOutcome | null> {
      try {
        return await act(orderId, (order) => ({ work: order.work }));
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },

    /**
     * The orders offered to or taken by `artistId`, as they stand now: an order whose offer lapsed
     * is settled through `read` (so an artist never sees an offer that moved on).
     */
    async listForArtist(artistId: string): Promise<WorkOutcome[]> {
      const [offered, taken] = await Promise.all([
        collection.where("work.offeredTo", "array-contains", artistId).get(),
        collection.where("work.artistId", "==", artistId).get(),
      ]);
      const unique = new Map([...offered.docs, ...taken.docs].map((doc) => [doc.id, orderFromSnapshot(doc)]));
      const at = now();
      const current = await Promise.all(
        [...unique.values()].map((order) =>
          order.work && !needsSettling(order.work, at) ? Promise.resolve(unchanged(order as WorkingOrder)) : this.read(order.id),
        ),
      );
      return current.filter((outcome): outcome is WorkOutcome => outcome !== null);
    },

    /** Orders whose submitted version waits in the quality check, oldest submission first. */
    async listInReview(): Promise<WorkingOrder[]> {
      const snapshot = await collection.where("work.stage", "==", "in_review").get();
      return snapshot.docs
        .map(orderFromSnapshot)
        .filter((order): order is WorkingOrder => order.work !== null)
        .sort((a, b) => (a.work.submission?.submittedAt.getTime() ?? 0) - (b.work.submission?.submittedAt.getTime() ?? 0));
    },

    /**
     * The artist takes the offered order: exactly once, since the transaction re-reads the stage;
     * the order moves from paid to in progress (cause "artist"). 409 `offer_taken` when someone
     * else took it first, `offer_gone` when the offer lapsed or moved on; 404 when it was never theirs.
     */
    accept(orderId: string, artistId: string, actor: Actor): Promise<WorkOutcome> {
      return act(orderId, (order, at) => {
        const { work } = order;
        const wasOffered = work.offeredTo.includes(artistId) || work.passedBy.includes(artistId);
        if (!wasOffered && work.artistId !== artistId) throw notFound("Order not found");
        if (work.artistId === artistId) throw refused();
        if (work.stage !== "offered") throw new HttpError(409, "offer_taken", STUDIO_MESSAGES.offerTaken);
        if (!work.offeredTo.includes(artistId)) throw new HttpError(409, "offer_gone", STUDIO_MESSAGES.offerGone);
        requireMove(order, "accept");
        return {
          work: { ...work, stage: "in_progress", artistId, acceptedAt: at },
          status: startWork(order, actor, "artist_accepted", "artist"),
          takenFrom: work.offeredTo.filter((id) => id !== artistId),
        };
      });
    },

    /** The artist declines an offer with a reason: it moves on as a lapse would (docs/studio.md). */
    decline(orderId: string, artistId: string, reason: string): Promise<WorkOutcome> {
      return act(orderId, async (order, at) => {
        const { work } = order;
        if (work.stage !== "offered" || !work.offeredTo.includes(artistId)) {
          if (work.offeredTo.includes(artistId) || work.passedBy.includes(artistId)) throw new HttpError(409, "offer_gone", STUDIO_MESSAGES.offerGone);
          throw notFound("Order not found");
        }
        const moved = passOffer(work, [artistId], at, await offerCandidates(db, order.genre));
        const declines = [...work.declines, { artistId, reason, declinedAt: at }];
        const newlyOffered = moved.stage === "offered" ? moved.offeredTo.filter((id) => !work.offeredTo.includes(id)) : [];
        return { work: { ...work, ...moved, declines }, newlyOffered };
      });
    },

    /** An admin gives the order to `artistId` (assigning or reassigning); a paid order moves to in progress. */
    assign(orderId: string, artistId: string, actor: Actor): Promise<WorkOutcome> {
      return act(orderId, (order, at) => {
        requireMove(order, "assign");
        return {
          work: { ...order.work, stage: "in_progress", artistId, acceptedAt: at, offeredTo: [], offeredAt: null },
          status: startWork(order, actor, "artist_assigned", "admin"),
        };
      }, "track");
    },

    /** The working artist submits a version to the quality check. */
    submit(orderId: string, artistId: string, submission: WorkSubmission): Promise<WorkOutcome> {
      return act(orderId, (order) => {
        if (order.work.artistId !== artistId) throw notFound("Order not found");
        requireMove(order, "submit");
        return { work: { ...order.work, stage: "in_review", submission, submittedVersions: order.work.submittedVersions + 1 } };
      });
    },

    /** An admin sends the submitted version back to the artist with notes. */
    sendBack(orderId: string, notes: string): Promise<WorkOutcome> {
      return act(orderId, (order) => {
        requireMove(order, "send_back");
        return { work: { ...order.work, stage: "returned", reviewNotes: notes, submission: null } };
      });
    },

    /** The customer takes another artist of the same style after their chosen artist passed. */
    chooseAnother(orderId: string, userId: string): Promise<WorkOutcome> {
      return act(orderId, async (order, at) => {
        if (order.userId !== userId) throw notFound("Order not found");
        requireMove(order, "choose_another");
        const moved = reoffer(order.work, at, await offerCandidates(db, order.genre));
        return { work: { ...order.work, ...moved }, newlyOffered: moved.offeredTo };
      });
    },
  };
}
