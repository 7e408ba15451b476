import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormField, Input } from "../ui/FormField";
import { MESSAGES, forgotPasswordSchema } from "@songs/domain";
import { requestPasswordReset } from "./accountApi";
import { LinkButton } from "./formLayout";
import { SubmitFooter } from "./SubmitFooter";
import { Notice } from "./Notice";

type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

interface ForgotPasswordFormProps {
  defaultEmail: string;
  onSent: (email: string) => void;
  onBack: () => void;
}

/** Asks the server to email a password-reset link. */
export function ForgotPasswordForm({ defaultEmail, onSent, onBack }: ForgotPasswordFormProps) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await requestPasswordReset(email);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : MESSAGES.unexpectedError);
      return;
    }
    onSent(email);
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <p>Enter your account's email and we'll send you a link to set a new password.</p>
      {error && <Notice tone="error">{error}</Notice>}
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register("email")} />
      </FormField>
      <SubmitFooter isSubmitting={isSubmitting} label="Send Reset Link" busyLabel="Sending...">
        <LinkButton type="button" disabled={isSubmitting} onClick={onBack}>
          Back to Login
        </LinkButton>
      </SubmitFooter>
    </form>
  );
}
