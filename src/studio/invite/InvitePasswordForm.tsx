import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { artistInvitePasswordSchema, MESSAGES, type NewPasswordInput } from "@songs/domain";
import { applyServerFieldErrors } from "../../ui/applyServerFieldErrors";
import { Button } from "../../ui/Button";
import { FormField, Input } from "../../ui/FormField";

const PASSWORD_FIELDS = ["password", "confirmPassword"] as const;

interface InvitePasswordFormProps {
  email: string;
  /** Accepts the invite with the password; rejects with the server's refusal. */
  onSubmit: (passwords: NewPasswordInput) => Promise<void>;
}

/** The invited email's new password, twice, checked with the sign-up's rules before it is sent. */
export function InvitePasswordForm({ email, onSubmit }: InvitePasswordFormProps) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordInput>({ resolver: zodResolver(artistInvitePasswordSchema), defaultValues: { password: "", confirmPassword: "" } });

  const submit = handleSubmit(async (passwords) => {
    setError(null);
    try {
      await onSubmit(passwords);
    } catch (failure) {
      if (!applyServerFieldErrors(failure, PASSWORD_FIELDS, setFieldError)) {
        setError(failure instanceof Error ? failure.message : MESSAGES.unexpectedError);
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {error && <p role="alert">{error}</p>}
      <FormField label="Email">
        <Input type="email" value={email} readOnly autoComplete="username" />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...register("password")} />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...register("confirmPassword")} />
      </FormField>
      <Button type="submit" block disabled={isSubmitting}>
        {isSubmitting ? "Setting up..." : "Set Password & Open the Studio"}
      </Button>
    </form>
  );
}
