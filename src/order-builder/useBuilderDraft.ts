import { useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router-dom";
import { useSession } from "../auth/SessionProvider";
import {
  MESSAGES,
  OCCASION_IDS,
  draftToOrder,
  FIRST_STEP,
  isPackageKey,
  REVIEW_STEP,
  EMPTY_ORDER_DRAFT,
  orderDetailsSchema,
  type OrderDraft,
} from "@songs/domain";
import { loadDraft, type SavedDraft } from "../offline/draftStore";
import { isWelcomeBack } from "../auth/welcomeBack";
import { useToast } from "../ui/toast/ToastProvider";

export interface BuilderState {
  draft: OrderDraft;
  step: number;
}

const PRESELECTING_PARAMS = ["artist", "occasion", "package"] as const;

/**
 * `?occasion=ID` (occasion pages), `?artist=ID` ('Choose This Artist') and `?package=KEY` (the
 * pricing cards' 'Choose ...') preselect those fields.
 */
function preselection(params: URLSearchParams): Partial<OrderDraft> {
  const patch: Partial<OrderDraft> = {};
  const occasion = params.get("occasion");
  if (occasion && (OCCASION_IDS as readonly string[]).includes(occasion)) patch.occasion = occasion;
  const artistId = params.get("artist");
  if (artistId && orderDetailsSchema.shape.artistId.safeParse(artistId).success) patch.artistId = artistId;
  const packageKey = params.get("package");
  if (packageKey && isPackageKey(packageKey)) patch.package = packageKey;
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
 * Where the builder opens: the draft and step restored from the device (and the address's
 * preselection) once the session is known; null until then. The builder saves them on every change.
 */
export function useBuilderDraft(): BuilderState | null {
  const session = useSession();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const [saved, setSaved] = useState<SavedDraft | null | undefined>(undefined);
  const [opening, setOpening] = useState<BuilderState | null>(null);
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
  if (opening === null && saved !== undefined && session.status !== "loading") {
    const decided = openingState(
      saved,
      preselection(params),
      session.status === "signed-in",
      isWelcomeBack(location.state),
    );
    setOpening(decided.state);
    setNotice(decided.notice);
  }

  useEffect(() => {
    if (notice) toast({ title: notice, variant: "success" });
  }, [notice, toast]);

  // Once applied, the preselection leaves the address, so a reload or the way back from the login
  // cannot undo a later change (such as skipping the preselected artist).
  const isOpened = opening !== null;
  const hasPreselection = PRESELECTING_PARAMS.some((name) => params.has(name));
  useEffect(() => {
    if (!isOpened || !hasPreselection) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of PRESELECTING_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [isOpened, hasPreselection, setParams]);

  return opening;
}
