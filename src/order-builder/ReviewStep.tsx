import { Fragment, useEffect } from "react";
import { useFormContext } from "react-hook-form";
import styled from "styled-components";
import {
  ADD_ONS,
  isAddOnKey,
  isPackageKey,
  PACKAGES,
  MESSAGES,
  BUILDER_GENRES,
  draftCollectsAddress,
  labelOf,
  type ArtistSummary,
  type OrderDraft,
  occasionLabel,
} from "@songs/domain";
import { PostalAddressFields, postalAddressFieldsOf } from "../widgets/address/PostalAddressFields";
import { blankGiftDelivery, GiftDeliveryFields } from "../widgets/gifts/GiftDeliveryFields";
import { TotalLine } from "./PackageStep";
import { PromotionCodeField } from "./PromotionCodeField";
import type { StepProps } from "./stepProps";

const Summary = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  @media (min-width: 40rem) {
    grid-template-columns: 10rem minmax(0, 1fr);
    dd {
      margin: 0;
    }
  }
`;

const NextSteps = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accentSoft};
`;

/** The chosen artist's name; a chosen artist no longer listed is still the customer's choice. */
function artistLabel(artistId: string | null, artists: readonly ArtistSummary[]): string {
  if (!artistId) return "Any available artist";
  return artists.find((artist) => artist.id === artistId)?.name ?? "Your chosen artist";
}

const GiftOption = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space.xs};
  }
  > label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 44px;
  }
  > label input {
    width: 20px;
    height: 20px;
  }
`;

/**
 * Where the CD or the print is posted, when a song gift pays the whole order: no Checkout asks for
 * it, so the builder does (with the fields a customer corrects an address with).
 */
function PostToAddress({ draft }: StepProps) {
  const { setValue } = useFormContext<OrderDraft>();
  const isMissing = !draft.shippingAddress;
  useEffect(() => {
    if (isMissing) setValue("shippingAddress", postalAddressFieldsOf(null));
  }, [isMissing, setValue]);
  return (
    <GiftOption>
      <legend>Where we post your items</legend>
      <PostalAddressFields prefix="shippingAddress." />
    </GiftOption>
  );
}

/** Step 6: every choice, the total, "Send it to them" (the gift delivery, optional) and what happens next. */
export function ReviewStep({ draft, artists }: StepProps & { artists: readonly ArtistSummary[] }) {
  const { setValue } = useFormContext<OrderDraft>();
  const addOns = draft.addOns.filter(isAddOnKey).map((key) => ADD_ONS[key].label);
  const rows: [string, string][] = [
    ["Occasion", occasionLabel(draft.occasion)],
    ["Style", labelOf(BUILDER_GENRES, draft.genre)],
    ["Artist", artistLabel(draft.artistId, artists)],
    ["Recipient", draft.recipientName],
    ["Story", draft.story],
    ["Key Moments", draft.keyMoments.trim() || "None"],
    ["Package", isPackageKey(draft.package) ? PACKAGES[draft.package].name : draft.package],
    ["Add-ons", addOns.length > 0 ? addOns.join(", ") : "None"],
  ];
  return (
    <>
      <Summary aria-label="Your order">
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </Summary>
      <TotalLine draft={draft} />
      <PromotionCodeField draft={draft} />
      {draftCollectsAddress(draft) && <PostToAddress draft={draft} />}
      <GiftOption>
        <legend>Send it to them</legend>
        <label>
          <input
            type="checkbox"
            checked={Boolean(draft.gift)}
            onChange={(event) => setValue("gift", event.target.checked ? blankGiftDelivery() : null)}
          />
          Email the song to {draft.recipientName.trim() || "them"} on the day, with your message
        </label>
        {draft.gift && <GiftDeliveryFields prefix="gift." />}
      </GiftOption>
      <NextSteps>{MESSAGES.builderArtistContact}</NextSteps>
    </>
  );
}
