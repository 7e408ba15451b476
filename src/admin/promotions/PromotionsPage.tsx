import { useState } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";
import styled from "styled-components";
import {
  fieldErrors,
  formatCents,
  formatDateTime,
  PACKAGE_LIST,
  PACKAGES,
  PROMOTIONS_TEXT,
  promotionCreateRequestSchema,
  promotionsPageSchema,
  type PackageKey,
  type PromotionView,
} from "@songs/domain";
import { useApiQuery } from "../../api/useApiQuery";
import { useMorePages } from "../../api/useMorePages";
import { OfflineNotice } from "../../offline/OfflineNotice";
import { applyServerFieldErrors } from "../../ui/applyServerFieldErrors";
import { Button } from "../../ui/Button";
import { DataTable } from "../../ui/DataTable";
import { EmptyState } from "../../ui/EmptyState";
import { FormField, Input, NativeSelect } from "../../ui/FormField";
import { Container } from "../../ui/layout";
import { LoadingText } from "../../ui/LoadingText";
import { ShowMorePages } from "../../ui/MoreEntries";
import { MutedText } from "../../ui/MutedText";
import { PageHeading } from "../../ui/PageHeading";
import { PagePart, ScrollRegion } from "../../ui/PagePart";
import { useToast } from "../../ui/toast/ToastProvider";
import { failureMessage } from "../../api/ApiError";
import { createPromotion, PROMOTIONS_PATH, updatePromotion } from "./promotionsApi";

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Choices = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 44px;
  }
`;

/** The form as typed: amounts in dollars, times as the browser's local date and time. */
interface PromotionForm {
  code: string;
  kind: "percent" | "amount";
  percentOff: string;
  amountOffDollars: string;
  packages: PackageKey[];
  firstOrderOnly: boolean;
  startsAt: string;
  endsAt: string;
  maxRedemptions: string;
  active: boolean;
}

const BLANK: PromotionForm = {
  code: "",
  kind: "percent",
  percentOff: "",
  amountOffDollars: "",
  packages: [],
  firstOrderOnly: false,
  startsAt: "",
  endsAt: "",
  maxRedemptions: "",
  active: true,
};

/** The request's field each form field is checked as. */
const FORM_FIELD_OF: Record<string, Path<PromotionForm>> = {
  code: "code",
  kind: "kind",
  percentOff: "percentOff",
  amountOffCents: "amountOffDollars",
  packages: "packages",
  startsAt: "startsAt",
  endsAt: "endsAt",
  maxRedemptions: "maxRedemptions",
};

const numberOrUndefined = (text: string) => (text.trim() === "" ? undefined : Number(text));
const isoOrNull = (local: string) => (local ? new Date(local).toISOString() : null);

/** The form as the shared request schema reads it. */
function requestOf(form: PromotionForm) {
  const dollars = numberOrUndefined(form.amountOffDollars);
  return {
    code: form.code,
    kind: form.kind,
    ...(form.kind === "percent" ? { percentOff: numberOrUndefined(form.percentOff) } : {}),
    ...(form.kind === "amount"
      ? { amountOffCents: dollars === undefined ? undefined : Math.round(dollars * 100) }
      : {}),
    packages: form.packages,
    firstOrderOnly: form.firstOrderOnly,
    startsAt: isoOrNull(form.startsAt),
    endsAt: isoOrNull(form.endsAt),
    maxRedemptions: numberOrUndefined(form.maxRedemptions) ?? null,
    active: form.active,
  };
}

const discountWords = (promotion: PromotionView) =>
  promotion.percentOff !== null ? `${promotion.percentOff}% off` : `${formatCents(promotion.amountOffCents ?? 0)} off`;

const packagesWords = (promotion: PromotionView) =>
  promotion.packages.length === 0 ? "All" : promotion.packages.map((key) => PACKAGES[key].name).join(", ");

function CreatePromotion({ onCreated }: { onCreated: () => void }) {
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PromotionForm>({ defaultValues: BLANK });
  const kind = useWatch({ control, name: "kind" });

  const submit = handleSubmit(async (form) => {
    setProblem(null);
    const parsed = promotionCreateRequestSchema.safeParse(requestOf(form));
    if (!parsed.success) {
      Object.entries(fieldErrors(parsed.error)).forEach(([field, message]) =>
        setError(FORM_FIELD_OF[field] ?? "code", { message }),
      );
      return;
    }
    try {
      const created = await createPromotion(parsed.data);
      toast({ title: PROMOTIONS_TEXT.created(created.code), variant: "success" });
      reset(BLANK);
      onCreated();
    } catch (error) {
      if (!applyServerFieldErrors(error, ["code", "endsAt", "maxRedemptions", "percentOff"], setError))
        setProblem(PROMOTIONS_TEXT.createFailed);
    }
  });

  return (
    <PagePart aria-labelledby="create-promotion-heading">
      <h2 id="create-promotion-heading">{PROMOTIONS_TEXT.createTitle}</h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Fields>
          <FormField label="Code" error={errors.code?.message}>
            <Input autoComplete="off" autoCapitalize="characters" {...register("code")} />
          </FormField>
          <FormField label="Discount" error={errors.kind?.message}>
            <NativeSelect {...register("kind")}>
              <option value="percent">Percent off</option>
              <option value="amount">Amount off</option>
            </NativeSelect>
          </FormField>
          {kind === "percent" ? (
            <FormField label="Percent off" error={errors.percentOff?.message}>
              <Input type="number" inputMode="numeric" min={1} max={100} {...register("percentOff")} />
            </FormField>
          ) : (
            <FormField label="Amount off (USD)" error={errors.amountOffDollars?.message}>
              <Input type="number" inputMode="decimal" min={0.01} step={0.01} {...register("amountOffDollars")} />
            </FormField>
          )}
          <FormField label="Maximum uses (empty: no limit)" error={errors.maxRedemptions?.message}>
            <Input type="number" inputMode="numeric" min={1} {...register("maxRedemptions")} />
          </FormField>
          <FormField label="Starts (empty: now)" error={errors.startsAt?.message}>
            <Input type="datetime-local" {...register("startsAt")} />
          </FormField>
          <FormField label="Ends (empty: never)" error={errors.endsAt?.message}>
            <Input type="datetime-local" {...register("endsAt")} />
          </FormField>
        </Fields>
        <Fields>
          <Choices>
            <legend>Packages (none ticked: all)</legend>
            {PACKAGE_LIST.map((pkg) => (
              <label key={pkg.key}>
                <input type="checkbox" value={pkg.key} {...register("packages")} />
                {pkg.name}
              </label>
            ))}
          </Choices>
          <Choices>
            <legend>Rules</legend>
            <label>
              <input type="checkbox" {...register("firstOrderOnly")} />
              First order only
            </label>
            <label>
              <input type="checkbox" {...register("active")} />
              Active
            </label>
          </Choices>
        </Fields>
        {problem && <p role="alert">{problem}</p>}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Creating..." : "Create the code"}
        </Button>
      </form>
    </PagePart>
  );
}

/** Turns a code off (customers can no longer use it) or back on; Stripe's refusal is shown as it said it. */
function ActiveToggle({ promotion, onChanged }: { promotion: PromotionView; onChanged: () => void }) {
  const toast = useToast();
  const [isSaving, setSaving] = useState(false);
  const toggle = async () => {
    setSaving(true);
    try {
      const changed = await updatePromotion(promotion.id, { active: !promotion.active });
      toast({
        title: changed.active ? PROMOTIONS_TEXT.activated(changed.code) : PROMOTIONS_TEXT.deactivated(changed.code),
        variant: "success",
      });
      onChanged();
    } catch (error) {
      toast({ title: failureMessage(error, PROMOTIONS_TEXT.updateFailed), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button
      variant="outline"
      disabled={isSaving}
      aria-label={`${promotion.active ? PROMOTIONS_TEXT.deactivate : PROMOTIONS_TEXT.activate} ${promotion.code}`}
      onClick={() => void toggle()}
    >
      {promotion.active ? PROMOTIONS_TEXT.deactivate : PROMOTIONS_TEXT.activate}
    </Button>
  );
}

function PromotionsTable({ promotions, onChanged }: { promotions: readonly PromotionView[]; onChanged: () => void }) {
  return (
    <ScrollRegion label={PROMOTIONS_TEXT.listTitle}>
      <DataTable>
        <caption>{PROMOTIONS_TEXT.listTitle}</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Discount</th>
            <th scope="col">Packages</th>
            <th scope="col">First order only</th>
            <th scope="col">Starts</th>
            <th scope="col">Ends</th>
            <th scope="col">Uses</th>
            <th scope="col">Active</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {promotions.map((promotion) => (
            <tr key={promotion.id} data-promotion={promotion.code}>
              <th scope="row">{promotion.code}</th>
              <td>{discountWords(promotion)}</td>
              <td>{packagesWords(promotion)}</td>
              <td>{promotion.firstOrderOnly ? "Yes" : "No"}</td>
              <td>{promotion.startsAt ? formatDateTime(promotion.startsAt) : "—"}</td>
              <td>{promotion.endsAt ? formatDateTime(promotion.endsAt) : "—"}</td>
              <td data-uses="">
                {promotion.timesRedeemed}
                {promotion.maxRedemptions !== null ? ` of ${promotion.maxRedemptions}` : ""}
              </td>
              <td data-active="">{promotion.active ? "Yes" : "No"}</td>
              <td>
                <ActiveToggle promotion={promotion} onChanged={onChanged} />
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </ScrollRegion>
  );
}

/** /admin/promotions: create a promotion code (at Stripe), and the codes with their uses, a page at a time. */
export default function PromotionsPage() {
  const { data, error, isLoading, isOffline, reload } = useApiQuery(PROMOTIONS_PATH, promotionsPageSchema);
  const more = useMorePages(PROMOTIONS_PATH, promotionsPageSchema, data);
  const promotions = data ? [...data.promotions, ...more.pages.flatMap((page) => page.promotions)] : [];
  const refresh = () => {
    more.reset();
    reload();
  };
  return (
    <>
      <PageHeading title={PROMOTIONS_TEXT.title} lead={PROMOTIONS_TEXT.lead} />
      <Container>
        <CreatePromotion onCreated={refresh} />
        <PagePart aria-labelledby="promotions-heading">
          <h2 id="promotions-heading">{PROMOTIONS_TEXT.listTitle}</h2>
          {isLoading && <LoadingText>Loading the codes...</LoadingText>}
          {isOffline && <OfflineNotice onRetry={reload} />}
          {error && (
            <EmptyState message={PROMOTIONS_TEXT.loadFailed} action={<Button onClick={reload}>Try again</Button>} />
          )}
          {data &&
            (promotions.length === 0 ? (
              <MutedText>{PROMOTIONS_TEXT.noCodes}</MutedText>
            ) : (
              <PromotionsTable promotions={promotions} onChanged={refresh} />
            ))}
          <ShowMorePages label={PROMOTIONS_TEXT.more} more={more} />
        </PagePart>
      </Container>
    </>
  );
}
