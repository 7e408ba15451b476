import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  ARTIST_ACCOUNT_MESSAGES,
  artistInviteRequestSchema,
  formatLongDate,
  type AdminArtistAccount,
  type ArtistInviteRequest,
} from "@songs/domain";
import { isApiError } from "../../api/ApiError";
import { Dialog } from "../../ui/Dialog";
import { DialogFormActions } from "../../ui/DialogFormActions";
import { FormField, Input } from "../../ui/FormField";
import { useToast } from "../../ui/toast/ToastProvider";
import { inviteArtist } from "./adminArtistsApi";

interface InviteArtistDialogProps {
  artist: AdminArtistAccount;
  onClose: () => void;
  /** After the invite was sent, so the list shows it. */
  onInvited: () => void;
}

/** Emails an invite to take the artist profile's account; focus starts in the email field. */
export function InviteArtistDialog({ artist, onClose, onInvited }: InviteArtistDialogProps) {
  const toast = useToast();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ArtistInviteRequest>({
    resolver: zodResolver(artistInviteRequestSchema),
    defaultValues: { artistId: artist.artistId, email: "" },
  });

  const onSubmit = handleSubmit(async (request) => {
    try {
      const invite = await inviteArtist(request);
      toast({
        title: ARTIST_ACCOUNT_MESSAGES.inviteSent,
        description: `The link works until ${formatLongDate(invite.expiresAt)}.`,
        variant: "success",
      });
      onInvited();
    } catch (error) {
      if (isApiError(error) && error.fields?.email)
        setError("email", { message: error.fields.email }, { shouldFocus: true });
      else
        toast({
          title: error instanceof Error ? error.message : "Couldn't send the invite. Please try again.",
          variant: "destructive",
        });
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      isDismissable={!isSubmitting}
      title={`Invite ${artist.artistName}`}
      description="We'll email a link to set up their studio account."
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={`Invite ${artist.artistName}`}>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...register("email")} />
        </FormField>
        <DialogFormActions
          onCancel={onClose}
          isSubmitting={isSubmitting}
          submitLabel="Send Invite"
          submittingLabel="Sending..."
        />
      </form>
    </Dialog>
  );
}
