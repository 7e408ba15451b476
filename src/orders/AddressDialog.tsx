import { useState, type FormEvent } from "react";
import {
  postalAddressRequestSchema,
  SHIPPING_COUNTRIES,
  SHIPPING_COUNTRY_LABELS,
  SHIPPING_MESSAGES,
  type OrderView,
  type PostalAddressRequest,
  type PostalAddressView,
} from "@songs/domain";
import { isApiError } from "../api/ApiError";
import { Dialog } from "../ui/Dialog";
import { DialogFormActions } from "../ui/DialogFormActions";
import { FormField, Input } from "../ui/FormField";
import { Select } from "../ui/Select";
import { useToast } from "../ui/toast/ToastProvider";
import { changeShippingAddress } from "./ordersApi";

type AddressFields = Required<{ [K in keyof PostalAddressRequest]: string }>;

const COUNTRY_OPTIONS = SHIPPING_COUNTRIES.map((code) => ({ value: code, label: SHIPPING_COUNTRY_LABELS[code] }));

function fieldsOf(address: PostalAddressView | null): AddressFields {
  const country =
    address?.country && (SHIPPING_COUNTRIES as readonly string[]).includes(address.country) ? address.country : "US";
  return {
    name: address?.name ?? "",
    line1: address?.line1 ?? "",
    line2: address?.line2 ?? "",
    city: address?.city ?? "",
    state: address?.state ?? "",
    postalCode: address?.postalCode ?? "",
    country,
  };
}

/** Corrects where the order's framed print or CD goes, until it ships. */
export function AddressDialog({
  order,
  address,
  onClose,
  onChanged,
}: {
  order: OrderView;
  address: PostalAddressView | null;
  onClose: () => void;
  onChanged: (order: OrderView) => void;
}) {
  const toast = useToast();
  const [fields, setFields] = useState<AddressFields>(() => fieldsOf(address));
  const [errors, setErrors] = useState<Partial<Record<keyof AddressFields, string>>>({});
  const [isSaving, setSaving] = useState(false);
  const set = (name: keyof AddressFields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = postalAddressRequestSchema.safeParse(fields);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      onChanged(await changeShippingAddress(order.id, { ...fields, country: parsed.data.country }));
      toast({ title: SHIPPING_MESSAGES.addressChanged, variant: "success" });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields as Partial<Record<keyof AddressFields, string>>);
      toast({
        title:
          isApiError(error) && error.status < 500 && error.status !== 0
            ? error.message
            : "The address could not be saved. Please try again.",
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  };

  const text = (name: keyof AddressFields, label: string, autoComplete: string) => (
    <FormField label={label} error={errors[name]}>
      <Input value={fields[name]} autoComplete={autoComplete} onChange={(event) => set(name)(event.target.value)} />
    </FormField>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      isDismissable={!isSaving}
      title="Shipping address"
      description={`Where the items for ${order.recipientName} are posted. You can change it until they ship.`}
    >
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Shipping address">
        {text("name", "Full name", "shipping name")}
        {text("line1", "Address line 1", "shipping address-line1")}
        {text("line2", "Address line 2 (optional)", "shipping address-line2")}
        {text("city", "City", "shipping address-level2")}
        {text("state", "State, province or county (optional)", "shipping address-level1")}
        {text("postalCode", "Postal code", "shipping postal-code")}
        <Select
          label="Country"
          value={fields.country}
          onChange={set("country")}
          options={COUNTRY_OPTIONS}
          autoComplete="shipping country"
        />
        {errors.country && <p role="alert">{errors.country}</p>}
        <DialogFormActions
          onCancel={onClose}
          isSubmitting={isSaving}
          submitLabel="Save Address"
          submittingLabel="Saving..."
        />
      </form>
    </Dialog>
  );
}
