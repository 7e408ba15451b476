import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { isApiError } from "../api/ApiError";
import { FormField, Input } from "../ui/FormField";
import { MESSAGES, newPasswordSchema, type NewPasswordInput } from "@songs/domain";
import { Button } from "../ui/Button";
import { confirmPasswordReset, INVALID_LINK_CODE } from "./accountApi";
import { applyServerFieldErrors } from "../ui/applyServerFieldErrors";
import { FormFooter } from "./formLayout";
import { Notice } from "./Notice";

const PASSWORD_FIELDS = ["password", "confirmPassword"] as const;

interface NewPasswordFormProps {
  /** The code from the emailed reset link. */
  oobCode: string;
  onUpdated: (email: string) => void;
  onRequestNewLink: () => void;
}

/** Sets a new password from a reset link; an invalid or expired link offers to request a new one. */
export function NewPasswordForm({ oobCode, onUpdated, onRequestNewLink }: NewPasswordFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [isLinkInvalid, setIsLinkInvalid] = useState(false);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async (input) => {
    setError(null);
    let email: string;
    try {
      ({ email } = await confirmPasswordReset({ oobCode, ...input }));
    } catch (failure) {
      if (isApiError(failure) && failure.code === INVALID_LINK_CODE) setIsLinkInvalid(true);
      else if (!applyServerFieldErrors(failure, PASSWORD_FIELDS, setFieldError)) {
        setError(failure instanceof Error ? failure.message : MESSAGES.unexpectedError);
      }
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
      {error && <Notice tone="error">{error}</Notice>}
      <FormField label="New Password" error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...register("password")} />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...register("confirmPassword")} />
      </FormField>
      <FormFooter>
        <Button type="submit" block disabled={isSubmitting}>
          {isSubmitting ? "Updating..." : "Update Password"}
        </Button>
      </FormFooter>
    </form>
  );
}
