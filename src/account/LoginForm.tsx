import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { AdminMfaChallenge } from "../auth/adminMfaGuard";
import { FormField, Input } from "../ui/FormField";
import { loginSchema, type LoginInput } from "@songs/domain";
import { LinkButton } from "./formLayout";
import { SubmitFooter } from "./SubmitFooter";
import { Notice } from "./Notice";
import { SendVerificationAgain } from "./SendVerificationAgain";
import type { SignInFailure } from "./useSignIn";

interface LoginFormProps {
  defaultEmail: string;
  signIn: (input: LoginInput) => Promise<SignInFailure | null>;
  /** Called once an admin's authenticator code has passed; says what is still refused, if anything. */
  onSecondFactorPassed: () => Promise<SignInFailure | null>;
  /** Called when the user starts typing their credentials, so the auth SDK loads meanwhile. */
  onIntent: () => void;
  onForgotPassword: (email: string) => void;
}

/** Email and password sign-in, with the refusal (and any lockout warning) shown above the fields. */
export function LoginForm({ defaultEmail, signIn, onSecondFactorPassed, onIntent, onForgotPassword }: LoginFormProps) {
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: defaultEmail, password: "" } });

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    setFailure(await signIn(input));
  });

  if (failure?.secondFactor) {
    return (
      <>
        <Notice tone="warning">{failure.error}</Notice>
        <AdminMfaChallenge
          mode={failure.secondFactor}
          onVerified={() => void onSecondFactorPassed().then(setFailure)}
        />
      </>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      {failure && <Notice tone="error">{failure.error}</Notice>}
      {failure?.unverifiedEmail && <SendVerificationAgain email={failure.unverifiedEmail} />}
      {failure?.warning && <Notice tone="warning">{failure.warning}</Notice>}
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" onFocus={onIntent} {...register("email")} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" onFocus={onIntent} {...register("password")} />
      </FormField>
      <SubmitFooter isSubmitting={isSubmitting} label="Log in" busyLabel="Logging in...">
        <LinkButton type="button" disabled={isSubmitting} onClick={() => onForgotPassword(getValues("email"))}>
          Forgot password?
        </LinkButton>
      </SubmitFooter>
    </form>
  );
}
