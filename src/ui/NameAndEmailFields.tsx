import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField, Input } from "./FormField";

interface NameAndEmailFieldsProps {
  /**
   * The form's `register("fullName")` and `register("email")`, called by the form itself so the
   * fields keep their place in the form's order (the first invalid one gets focus on submit).
   */
  fullName: UseFormRegisterReturn<"fullName">;
  email: UseFormRegisterReturn<"email">;
  errors: { fullName?: { message?: string }; email?: { message?: string } };
}

/** The "Full Name" and "Email" fields shared by the sign-up and contact forms. */
export function NameAndEmailFields({ fullName, email, errors }: NameAndEmailFieldsProps) {
  return (
    <>
      <FormField label="Full Name" error={errors.fullName?.message}>
        <Input type="text" autoComplete="name" {...fullName} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...email} />
      </FormField>
    </>
  );
}
