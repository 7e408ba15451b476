import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField, Input } from "./FormField";

interface NewPasswordFieldsProps {
  /** The first field's label: "Password", or "New Password" on a reset. */
  label: string;
  /** The form's `register("password")` and `register("confirmPassword")`, called by the form itself. */
  password: UseFormRegisterReturn<"password">;
  confirmPassword: UseFormRegisterReturn<"confirmPassword">;
  errors: { password?: { message?: string }; confirmPassword?: { message?: string } };
}

/** A new password and its confirmation, both marked for password managers as a new password. */
export function NewPasswordFields({ label, password, confirmPassword, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <FormField label={label} error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...password} />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...confirmPassword} />
      </FormField>
    </>
  );
}
