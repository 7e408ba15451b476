import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import styled from "styled-components";
import type { z } from "zod";
import {
  ADD_ON_LIST,
  computeTotalCents,
  formatCents,
  MESSAGES,
  PACKAGE_LIST,
  songGiftPurchaseSchema,
  type AddOnKey,
  type PackageKey,
  type SongGiftPurchase,
} from "@songs/domain";
import { redirectToCheckout } from "../payments/checkout/redirectToCheckout";
import { Button } from "../ui/Button";
import { FieldErrorText, FormField, Input } from "../ui/FormField";
import { Container } from "../ui/layout";
import { PageHeading } from "../ui/PageHeading";
import { useFormFailure } from "../ui/useFormFailure";
import { blankGiftDelivery, Check, GiftDeliveryFields } from "../widgets/gifts/GiftDeliveryFields";
import { buySongGift } from "./songGiftsApi";

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 44rem;
  margin: 0 auto ${({ theme }) => theme.space.section};
`;

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

type GiveForm = z.input<typeof songGiftPurchaseSchema>;

function blankForm(): GiveForm {
  const { allowDownload: _download, ...delivery } = blankGiftDelivery();
  return { ...delivery, package: "premium", addOns: [], recipientName: "" };
}

/**
 * "Give a song" (`/give-a-song`, signed in): a song its recipient orders with their own story.
 * The giver picks the package and add-ons, the recipient, a message and when it arrives (8:00
 * where they live unless another time is chosen), then pays by card through Checkout.
 */
export default function GiveSongPage() {
  const form = useForm<GiveForm, unknown, SongGiftPurchase>({
    resolver: zodResolver(songGiftPurchaseSchema),
    defaultValues: blankForm(),
  });
  const { register, handleSubmit, control, setError, formState } = form;
  const failure = useFormFailure(setError, ["recipientName", "recipientEmail", "senderName", "date", "time"]);
  const [isPaying, setIsPaying] = useState(false);
  const chosenPackage = useWatch({ control, name: "package" }) as PackageKey;
  const addOns = useWatch({ control, name: "addOns" }) as AddOnKey[];

  const submit = handleSubmit(async (purchase) => {
    failure.clear();
    setIsPaying(true);
    try {
      const { url } = await buySongGift(purchase);
      if (!url) throw new Error(MESSAGES.checkoutNoUrl);
      redirectToCheckout(url);
    } catch (error) {
      setIsPaying(false);
      failure.show(error);
    }
  });

  return (
    <>
      <PageHeading
        title="Give a Song"
        path="/give-a-song"
        lead="Give someone a song of their own: they tell their story, an artist writes and records it."
      />
      <Container>
        <FormProvider {...form}>
          <Form onSubmit={(event) => void submit(event)} noValidate aria-label="Give a song">
            <Fieldset>
              <legend>Package</legend>
              {PACKAGE_LIST.map((option) => (
                <Check key={option.key}>
                  <input type="radio" value={option.key} {...register("package")} />
                  {option.name} ({formatCents(option.priceCents)})
                </Check>
              ))}
            </Fieldset>
            <Fieldset>
              <legend>Add-ons (optional)</legend>
              {ADD_ON_LIST.map((option) => (
                <Check key={option.key}>
                  <input type="checkbox" value={option.key} {...register("addOns")} />
                  {option.label} ({formatCents(option.priceCents)})
                </Check>
              ))}
            </Fieldset>
            <FormField label="Recipient's name" error={formState.errors.recipientName?.message}>
              <Input autoComplete="off" {...register("recipientName")} />
            </FormField>
            <GiftDeliveryFields withDownload={false} />
            {failure.message && <FieldErrorText role="alert">{failure.message}</FieldErrorText>}
            <Button type="submit" variant="primary" size="lg" block disabled={isPaying}>
              {isPaying
                ? "Redirecting to secure payment..."
                : `Pay ${formatCents(computeTotalCents(chosenPackage, addOns ?? []))}`}
            </Button>
          </Form>
        </FormProvider>
      </Container>
    </>
  );
}
