import { useState } from "react";
import { isApiError } from "../api/ApiError";
import { MESSAGES, newPasswordSchema } from "@songs/domain";
import { Button } from "../ui/Button";
import { confirmPasswordReset, INVALID_LINK_CODE } from "./accountApi";
import { NewPasswordFields, useNewPasswordForm } from "../ui/NewPasswordFields";
import { FormFooter } from "./formLayout";
import { SubmitFooter } from "./SubmitFooter";
import { Notice } from "./Notice";

interface NewPasswordFormProps {
  /** The code from the emailed reset link. */
  oobCode: string;
  onUpdated: (email: string) => void;
  onRequestNewLink: () => void;
}

/** Sets a new password from a reset link; an invalid or expired link offers to request a new one. */
export function NewPasswordForm({ oobCode, onUpdated, onRequestNewLink }: NewPasswordFormProps) {
  const [isLinkInvalid, setIsLinkInvalid] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    failure,
  } = useNewPasswordForm(newPasswordSchema);

  const onSubmit = handleSubmit(async (input) => {
    failure.clear();
    let email: string;
    try {
      ({ email } = await confirmPasswordReset({ oobCode, ...input }));
    } catch (refusal) {
      if (isApiError(refusal) && refusal.code === INVALID_LINK_CODE) setIsLinkInvalid(true);
      else failure.show(refusal);
      return;
    }
    onUpdated(email);
  });

  if (isLinkInvalid) {
    return (
      <>
        <Notice tone="error">{MESSAGES.resetLinkInvalid}</Notice>
        <FormFooter>
          <Button block onClick={onRequestNewLink}>
            Request a New Link
          </Button>
        </FormFooter>
      </>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      {failure.message && <Notice tone="error">{failure.message}</Notice>}
      <NewPasswordFields
        passwordLabel="New Password"
        password={register("password")}
        confirmPassword={register("confirmPassword")}
        errors={errors}
      />
      <SubmitFooter isSubmitting={isSubmitting} label="Update Password" busyLabel="Updating..." />
    </form>
  );
}
