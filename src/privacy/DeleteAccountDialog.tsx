import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import styled from "styled-components";
import { z } from "zod";
import {
  ACCOUNT_PRIVACY_MESSAGES,
  DELETED_ACCOUNT_FILE_RETENTION_DAYS,
  openOrdersAnswerSchema,
  openOrdersOnDeletion,
  type AccountDeletionAnswer,
} from "@songs/domain";
import { isApiError } from "../api/ApiError";
import { useApiQuery } from "../api/useApiQuery";
import { useSession } from "../auth/SessionProvider";
import { SignInError } from "../auth/signInError";
import { Button } from "../ui/Button";
import { DialogActions, Dialog } from "../ui/Dialog";
import { FieldErrorText, FormField, Input } from "../ui/FormField";
import { deleteMyAccount, OPEN_ORDERS_PATH } from "./privacyApi";

const Consequences = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding-left: 1.25rem;
  line-height: 1.5;
`;

interface DeleteAccountDialogProps {
  onClose: () => void;
  /** The account is deleted (the answer says when the files go). */
  onDeleted: (answer: AccountDeletionAnswer) => void;
}

/** What deleting the account does, said before it is done. */
export function DeletionConsequences() {
  return (
    <Consequences>
      <li>You can no longer log in; your profile and the devices you logged in from are deleted at once.</li>
      <li>
        Your orders are kept for our accounts without your personal details: who the songs were for, your stories, your
        messages and voice notes, your address.
      </li>
      <li>An order still being made is cancelled, and its payment refunded in full.</li>
      <li>Your reviews stay, signed &ldquo;A customer&rdquo;.</li>
      <li>
        Your songs and files are deleted after {DELETED_ACCOUNT_FILE_RETENTION_DAYS} days (later only while a refund is
        open). Save any song you want to keep first.
      </li>
      <li>We email you a confirmation.</li>
    </Consequences>
  );
}

/** The orders still being made, which the deletion cancels and refunds (nothing while none is, or while unread). */
function OpenOrdersNotice() {
  const { data } = useApiQuery(OPEN_ORDERS_PATH, openOrdersAnswerSchema);
  if (!data || data.count === 0) return null;
  return <OpenOrders role="status">{openOrdersOnDeletion(data.count)}</OpenOrders>;
}

const OpenOrders = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-weight: 600;
`;

/** The password again: only checked here that it is there (signing in again checks the rest). */
const confirmationSchema = z.object({ password: z.string().min(1, "Please enter your password.") });

/**
 * Deleting the account: what will happen, then the password again (a recent sign-in, which the
 * server checks too), then the deletion. Focus starts in the password field.
 */
export function DeleteAccountDialog({ onClose, onDeleted }: DeleteAccountDialogProps) {
  const session = useSession();
  const passwordRef = useRef<HTMLInputElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({ resolver: zodResolver(confirmationSchema), defaultValues: { password: "" } });
  const { ref: registerPassword, ...passwordField } = register("password");

  const onSubmit = handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await session.confirmPassword(password);
    } catch (failure) {
      const message =
        failure instanceof SignInError && failure.kind === "invalid-credentials"
          ? ACCOUNT_PRIVACY_MESSAGES.wrongPassword
          : failure instanceof Error
            ? failure.message
            : ACCOUNT_PRIVACY_MESSAGES.wrongPassword;
      setFieldError("password", { message }, { shouldFocus: true });
      return;
    }
    try {
      onDeleted(await deleteMyAccount());
    } catch (failure) {
      setError(
        isApiError(failure) && failure.status !== 0 && failure.status < 500
          ? failure.message
          : "Couldn't delete your account. Please try again.",
      );
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      isDismissable={!isSubmitting}
      title="Delete my account"
      description="This cannot be undone."
      initialFocusRef={passwordRef}
    >
      <OpenOrdersNotice />
      <DeletionConsequences />
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Delete my account">
        <FormField label="Your password" error={errors.password?.message}>
          <Input
            type="password"
            autoComplete="current-password"
            {...passwordField}
            ref={(element) => {
              registerPassword(element);
              passwordRef.current = element;
            }}
          />
        </FormField>
        {error && <FieldErrorText role="alert">{error}</FieldErrorText>}
        <DialogActions>
          <Button variant="ghost" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={isSubmitting}>
            {isSubmitting ? "Deleting..." : "Delete my account"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
