import { Controller, get, useFormContext, type FieldError } from "react-hook-form";
import {
  SHIPPING_COUNTRIES,
  SHIPPING_COUNTRY_LABELS,
  type PostalAddressFieldValues,
  type PostalAddressView,
} from "@songs/domain";
import { FormField, Input } from "../../ui/FormField";
import { Select } from "../../ui/Select";

/** The address's fields, in the order they are asked. */
export const POSTAL_ADDRESS_FIELDS = ["name", "line1", "line2", "city", "state", "postalCode", "country"] as const;

const COUNTRY_OPTIONS = SHIPPING_COUNTRIES.map((code) => ({ value: code, label: SHIPPING_COUNTRY_LABELS[code] }));

/** The fields of `address` (a stored one, or none: empty, in the United States). */
export function postalAddressFieldsOf(address: PostalAddressView | null): PostalAddressFieldValues {
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

/**
 * Where the CD or the framed print is posted: name, lines, city, state, postal code and a country we
 * ship to. The fields of the surrounding react-hook-form form (useFormContext), with its messages,
 * at its root ("") or under a field ("shippingAddress.").
 */
export function PostalAddressFields({ prefix = "" }: { prefix?: "" | "shippingAddress." }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext();
  const path = (key: keyof PostalAddressFieldValues) => `${prefix}${key}`;
  const errorOf = (key: keyof PostalAddressFieldValues): string | undefined =>
    (get(errors, path(key)) as FieldError | undefined)?.message;
  const text = (key: Exclude<keyof PostalAddressFieldValues, "country">, label: string, autoComplete: string) => (
    <FormField label={label} error={errorOf(key)}>
      <Input autoComplete={autoComplete} {...register(path(key))} />
    </FormField>
  );
  return (
    <>
      {text("name", "Full name", "shipping name")}
      {text("line1", "Address line 1", "shipping address-line1")}
      {text("line2", "Address line 2 (optional)", "shipping address-line2")}
      {text("city", "City", "shipping address-level2")}
      {text("state", "State, province or county (optional)", "shipping address-level1")}
      {text("postalCode", "Postal code", "shipping postal-code")}
      <Controller
        control={control}
        name={path("country")}
        render={({ field }) => (
          <Select
            label="Country"
            name={field.name}
            value={field.value as string}
            onChange={field.onChange}
            onBlur={field.onBlur}
            options={COUNTRY_OPTIONS}
            autoComplete="shipping country"
          />
        )}
      />
      {errorOf("country") && <p role="alert">{errorOf("country")}</p>}
    </>
  );
}
