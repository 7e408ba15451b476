import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { isApiError } from "../api/ApiError";
import { FormField, Input } from "../ui/FormField";
import { MESSAGES, signupSchema, type SignupInput } from "@songs/domain";
import { Button } from "../ui/Button";
import { NameAndEmailFields } from "../ui/NameAndEmailFields";
import { signUp } from "./accountApi";
import { applyServerFieldErrors } from "../ui/applyServerFieldErrors";
import { FormFooter } from "./formLayout";
import { Notice } from "./Notice";

const EMPTY_FORM: SignupInput = { fullName: "", email: "", password: "" };
const SIGNUP_FIELDS = ["fullName", "email", "password"] as const;

interface SignupFormProps {
  /** Called once the server has created the account and queued its verification email. */
  onCreated: (email: string) => void;
}

/** Full name, email and password; the server creates the account, its profile and the verification email. */
export function SignupForm({ onCreated }: SignupFormProps) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<SignupInput>({ resolver: zodResolver(signupSchema), defaultValues: EMPTY_FORM });

  const onSubmit = handleSubmit(async (input) => {
    setError(null);
    try {
      await signUp(input);
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) {
        setError(MESSAGES.accountExists);
        return;
      }
      if (!applyServerFieldErrors(failure, SIGNUP_FIELDS, setFieldError)) {
        setError(failure instanceof Error ? failure.message : MESSAGES.unexpectedError);
      }
      return;
    }
    onCreated(input.email);
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      {error && <Notice tone="error">{error}</Notice>}
      <NameAndEmailFields fullName={register("fullName")} email={register("email")} errors={errors} />
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...register("password")} />
      </FormField>
      <FormFooter>
        <Button type="submit" block disabled={isSubmitting}>
          {isSubmitting ? "Creating account..." : "Sign Up"}
        </Button>
      </FormFooter>
    </form>
  );
}
