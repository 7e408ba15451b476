import { artistInvitePasswordSchema, type NewPasswordInput } from "@songs/domain";
import { Button } from "../../ui/Button";
import { FormField, Input } from "../../ui/FormField";
import { NewPasswordFields, useNewPasswordForm } from "../../ui/NewPasswordFields";

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
  } = useNewPasswordForm(artistInvitePasswordSchema);

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
      <NewPasswordFields
        password={register("password")}
        confirmPassword={register("confirmPassword")}
        errors={errors}
      />
      <Button type="submit" block disabled={isSubmitting}>
        {isSubmitting ? "Setting up..." : "Set Password & Open the Studio"}
      </Button>
    </form>
  );
}
