import { useCallback, useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router-dom";
import { useSession } from "../auth/SessionProvider";
import {
  MESSAGES,
  OCCASION_IDS,
  draftToOrder,
  FIRST_STEP,
  REVIEW_STEP,
  EMPTY_ORDER_DRAFT,
  orderDetailsSchema,
  type OrderDraft,
} from "@songs/domain";
import { loadDraft, saveDraft, type SavedDraft } from "../offline/draftStore";
import { isWelcomeBack } from "../auth/welcomeBack";
import { useToast } from "../ui/toast/ToastProvider";

export interface BuilderState {
  draft: OrderDraft;
  step: number;
}

/** `?occasion=ID` (occasion pages) and `?artist=ID` ('Choose This Artist') preselect those fields. */
function preselection(params: URLSearchParams): Partial<OrderDraft> {
  const patch: Partial<OrderDraft> = {};
  const occasion = params.get("occasion");
  if (occasion && (OCCASION_IDS as readonly string[]).includes(occasion)) patch.occasion = occasion;
  const artistId = params.get("artist");
  if (artistId && orderDetailsSchema.shape.artistId.safeParse(artistId).success) patch.artistId = artistId;
  return patch;
}

/**
 * Where the builder opens (spec §4): a signed-in customer with a complete saved draft reviews it
 * at step 6; anyone else continues at the saved step.
 */
function openingState(
  saved: SavedDraft | null,
  preselect: Partial<OrderDraft>,
  isSignedIn: boolean,
  isReturningFromLogin: boolean,
): { state: BuilderState; notice: string | null } {
  const draft = { ...(saved?.draft ?? EMPTY_ORDER_DRAFT), ...preselect };
  if (saved && isSignedIn && draftToOrder(draft).ok) {
    const notice = isReturningFromLogin ? MESSAGES.welcomeBackCompleteOrder : MESSAGES.orderRestored;
    return { state: { draft, step: REVIEW_STEP }, notice };
  }
  return { state: { draft, step: saved?.step ?? FIRST_STEP }, notice: null };
}

/**
 * The builder's draft and step: restored from the device when the screen opens (once the session
 * is known), and saved to it on every change.
 */
export function useBuilderDraft(): {
  builder: BuilderState | null;
  update(patch: Partial<OrderDraft>, step?: number): void;
} {
  const session = useSession();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const [saved, setSaved] = useState<SavedDraft | null | undefined>(undefined);
  const [builder, setBuilder] = useState<BuilderState | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void loadDraft().then((draft) => {
      if (isCurrent) setSaved(draft);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  // Decided once, while rendering, as soon as both the saved draft and the session are known.
  if (builder === null && saved !== undefined && session.status !== "loading") {
    const opening = openingState(
      saved,
      preselection(params),
      session.status === "signed-in",
      isWelcomeBack(location.state),
    );
    setBuilder(opening.state);
    setNotice(opening.notice);
  }

  useEffect(() => {
    if (notice) toast({ title: notice, variant: "success" });
  }, [notice, toast]);

  useEffect(() => {
    if (builder) void saveDraft(builder.draft, builder.step);
  }, [builder]);

  // Once applied, the preselection leaves the address, so a reload or the way back from the login
  // cannot undo a later change (such as skipping the preselected artist).
  const isOpened = builder !== null;
  const hasPreselection = params.has("artist") || params.has("occasion");
  useEffect(() => {
    if (!isOpened || !hasPreselection) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("artist");
        next.delete("occasion");
        return next;
      },
      { replace: true },
    );
  }, [isOpened, hasPreselection, setParams]);

  const update = useCallback((patch: Partial<OrderDraft>, step?: number) => {
    setBuilder((current) => current && { draft: { ...current.draft, ...patch }, step: step ?? current.step });
  }, []);

  return { builder, update };
}
