import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm, type Resolver } from "react-hook-form";
import {
  postalAddressRequestSchema,
  SHIPPING_MESSAGES,
  type OrderView,
  type PostalAddressFieldValues,
  type PostalAddressRequest,
  type PostalAddressView,
} from "@songs/domain";
import { failureMessage } from "../api/ApiError";
import { applyServerFieldErrors } from "../ui/applyServerFieldErrors";
import { Dialog } from "../ui/Dialog";
import { DialogFormActions } from "../ui/DialogFormActions";
import { useToast } from "../ui/toast/ToastProvider";
import {
  POSTAL_ADDRESS_FIELDS,
  PostalAddressFields,
  postalAddressFieldsOf,
} from "../widgets/address/PostalAddressFields";
import { changeShippingAddress } from "./ordersApi";

// Checked with the schema, sent as typed (its output turns an empty optional line into null).
const resolver = zodResolver(postalAddressRequestSchema, undefined, {
  raw: true,
}) as unknown as Resolver<PostalAddressFieldValues>;

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
  const form = useForm<PostalAddressFieldValues>({ resolver, defaultValues: postalAddressFieldsOf(address) });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const submit = handleSubmit(async (fields) => {
    try {
      onChanged(await changeShippingAddress(order.id, fields as PostalAddressRequest));
      toast({ title: SHIPPING_MESSAGES.addressChanged, variant: "success" });
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, POSTAL_ADDRESS_FIELDS, setError);
      toast({
        title: failureMessage(error, "The address could not be saved. Please try again."),
        variant: "destructive",
      });
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      isDismissable={!isSubmitting}
      title="Shipping address"
      description={`Where the items for ${order.recipientName} are posted. You can change it until they ship.`}
    >
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Shipping address">
        <FormProvider {...form}>
          <PostalAddressFields />
        </FormProvider>
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
