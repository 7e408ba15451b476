import { isApiError } from "../api/ApiError";
import { FormField, Input } from "../ui/FormField";
import { MESSAGES, signupSchema, type SignupInput } from "@songs/domain";
import { NameAndEmailFields } from "../ui/NameAndEmailFields";
import { signUp } from "./accountApi";
import { useServerCheckedForm } from "../ui/useServerCheckedForm";
import { SubmitFooter } from "./SubmitFooter";
import { Notice } from "./Notice";

const EMPTY_FORM: SignupInput = { fullName: "", email: "", password: "" };
const SIGNUP_FIELDS = ["fullName", "email", "password"] as const;

interface SignupFormProps {
  /** Called once the server has created the account and queued its verification email. */
  onCreated: (email: string) => void;
}

/** Full name, email and password; the server creates the account, its profile and the verification email. */
export function SignupForm({ onCreated }: SignupFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    failure,
  } = useServerCheckedForm(signupSchema, EMPTY_FORM, SIGNUP_FIELDS);

  const onSubmit = handleSubmit(async (input) => {
    failure.clear();
    try {
      await signUp(input);
    } catch (refusal) {
      if (isApiError(refusal) && refusal.status === 409) failure.setMessage(MESSAGES.accountExists);
      else failure.show(refusal);
      return;
    }
    onCreated(input.email);
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      {failure.message && <Notice tone="error">{failure.message}</Notice>}
      <NameAndEmailFields fullName={register("fullName")} email={register("email")} errors={errors} />
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...register("password")} />
      </FormField>
      <SubmitFooter isSubmitting={isSubmitting} label="Sign Up" busyLabel="Creating account..." />
    </form>
  );
}
