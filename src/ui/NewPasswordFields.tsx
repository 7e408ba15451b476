import type { UseFormRegisterReturn } from "react-hook-form";
import type { z } from "zod";
import type { NewPasswordInput } from "@songs/domain";
import { FormField, Input } from "./FormField";
import { useServerCheckedForm } from "./useServerCheckedForm";

const PASSWORD_FIELDS = ["password", "confirmPassword"] as const;

/** A form that sets a password (`schema`: the domain's new-password rules), the server's refusal under its fields. */
export function useNewPasswordForm(schema: z.ZodType<NewPasswordInput, NewPasswordInput>) {
  return useServerCheckedForm(schema, { password: "", confirmPassword: "" }, PASSWORD_FIELDS);
}

interface NewPasswordFieldsProps {
  /** The form's `register("password")` and `register("confirmPassword")`. */
  password: UseFormRegisterReturn<"password">;
  confirmPassword: UseFormRegisterReturn<"confirmPassword">;
  errors: { password?: { message?: string }; confirmPassword?: { message?: string } };
  /** "New Password" where it replaces one. */
  passwordLabel?: string;
}

/** A new password and its confirmation, shared by the password reset and the studio invite. */
export function NewPasswordFields({
  password,
  confirmPassword,
  errors,
  passwordLabel = "Password",
}: NewPasswordFieldsProps) {
  return (
    <>
      <FormField label={passwordLabel} error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...password} />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...confirmPassword} />
      </FormField>
    </>
  );
}
