import type { Firestore } from "firebase-admin/firestore";
import { MESSAGES, type Actor, type AudioItemKey } from "@songs/domain";
import type { Dependencies } from "../http/Dependencies";
import { notFound } from "../http/errors";
import { settleUpload, uploadRejected } from "../uploads";
import { requireAllowed } from "./commandCheck";
import { lifecycleOf } from "./lifecycleOf";
import type { LifecycleResult } from "./orderLifecycle";
import { orderReads } from "./orderReads";
import type { OrderRecord } from "./orderRecord";
import { completeSongUpload, songUploadItem } from "./songUploadPolicy";

/**
 * The order when `artistId` (or the admins, null) may attach `item` to its next hand-in now;
 * otherwise the lifecycle's refusal (404 for an order that is not there or not the artist's).
 */
export async function requireAttachable(
  db: Firestore,
  orderId: string,
  item: AudioItemKey,
  by: { artistId: string | null; actor: Actor },
): Promise<OrderRecord> {
  const order = await orderReads(db).get(orderId);
  if (!order) throw notFound("Order not found");
  requireAllowed(order, {
    type: "attach_file",
    item,
    file: { path: "", contentType: "", fileName: "" },
    artistId: by.artistId,
    actor: by.actor,
  });
  return order;
}

/**
 * Judges the stored bytes of an audio item's upload (the song or its instrumental version) and
 * attaches the accepted file to the next hand-in: the artist's submission (`artistId`, the artist
 * on the order) or the admins' delivery (null). One path for the studio's and the admins' uploads.
 * A refused file answers 422 `upload_rejected` (listed under Rejected Files); an order that can no
 * longer take it (cancelled meanwhile) answers the lifecycle's refusal, and the file is dropped.
 * Whether the caller may attach to the order, and (for an artist) whether the upload was issued to
 * them, is checked before the upload is claimed: someone else's upload id spends nothing.
 */
export async function attachUploadedFile(
  context: Pick<Dependencies, "db" | "blobs" | "config">,
  to: { orderId: string; uploadId: string; artistId: string | null; actor: Actor },
): Promise<LifecycleResult> {
  const { db, blobs } = context;
  const item = await songUploadItem(db, to.uploadId);
  await requireAttachable(db, to.orderId, item, to);
  const outcome = await completeSongUpload({ db, blobs }, item, to.uploadId, {
    orderId: to.orderId,
    uploadedBy: to.artistId === null ? undefined : to.actor.uid,
  });
  if (!outcome.accepted) throw uploadRejected(MESSAGES.uploadFailed, outcome.errors);
  const { path, contentType, fileName } = outcome.upload;
  let attached: LifecycleResult;
  try {
    attached = await lifecycleOf(context).run(to.orderId, {
      type: "attach_file",
      item,
      file: { path, contentType, fileName },
      artistId: to.artistId,
      actor: to.actor,
    });
  } catch (error) {
    await settleUpload({ db, blobs }, outcome.upload, false);
    throw error;
  }
  await settleUpload({ db, blobs }, outcome.upload, true);
  return attached;
}
