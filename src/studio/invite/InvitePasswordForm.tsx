import { artistInvitePasswordSchema, type NewPasswordInput } from "@songs/domain";
import { Button } from "../../ui/Button";
import { FormField, Input } from "../../ui/FormField";
import { useServerCheckedForm } from "../../ui/useServerCheckedForm";

const PASSWORD_FIELDS = ["password", "confirmPassword"] as const;

interface InvitePasswordFormProps {
  email: string;
  /** Accepts the invite with the password; rejects with the server's refusal. */
  onSubmit: (passwords: NewPasswordInput) => Promise<void>;
}

/** The invited email's new password, twice, checked with the sign-up's rules before it is sent. */
export function InvitePasswordForm({ email, onSubmit }: InvitePasswordFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    failure,
  } = useServerCheckedForm(artistInvitePasswordSchema, { password: "", confirmPassword: "" }, PASSWORD_FIELDS);

  const submit = handleSubmit(async (passwords) => {
    failure.clear();
    try {
      await onSubmit(passwords);
    } catch (refusal) {
      failure.show(refusal);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {failure.message && <p role="alert">{failure.message}</p>}
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
