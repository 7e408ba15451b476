import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, type Resolver } from "react-hook-form";
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
import { applyServerFieldErrors } from "../ui/applyServerFieldErrors";
import { Dialog } from "../ui/Dialog";
import { DialogFormActions } from "../ui/DialogFormActions";
import { FormField, Input } from "../ui/FormField";
import { Select } from "../ui/Select";
import { useToast } from "../ui/toast/ToastProvider";
import { changeShippingAddress } from "./ordersApi";

type AddressFields = Required<{ [K in keyof PostalAddressRequest]: string }>;

const ADDRESS_FIELDS = ["name", "line1", "line2", "city", "state", "postalCode", "country"] as const;

// Checked with the schema, sent as typed (its output turns an empty optional line into null).
const resolver = zodResolver(postalAddressRequestSchema, undefined, {
  raw: true,
}) as unknown as Resolver<AddressFields>;

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
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressFields>({ resolver, defaultValues: fieldsOf(address) });

  const submit = handleSubmit(async (fields) => {
    try {
      onChanged(await changeShippingAddress(order.id, fields as PostalAddressRequest));
      toast({ title: SHIPPING_MESSAGES.addressChanged, variant: "success" });
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, ADDRESS_FIELDS, setError);
      toast({
        title:
          isApiError(error) && error.status < 500 && error.status !== 0
            ? error.message
            : "The address could not be saved. Please try again.",
        variant: "destructive",
      });
    }
  });

  const text = (name: Exclude<keyof AddressFields, "country">, label: string, autoComplete: string) => (
    <FormField label={label} error={errors[name]?.message}>
      <Input autoComplete={autoComplete} {...register(name)} />
    </FormField>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      isDismissable={!isSubmitting}
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
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <Select
              label="Country"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              options={COUNTRY_OPTIONS}
              autoComplete="shipping country"
            />
          )}
        />
        {errors.country && <p role="alert">{errors.country.message}</p>}
        <DialogFormActions
          onCancel={onClose}
          isSubmitting={isSubmitting}
          submitLabel="Save Address"
          submittingLabel="Saving..."
        />
      </form>
    </Dialog>
  );
}
