import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "../limits";
import { VALIDATION } from "../messages";
import { emailField, requiredLine } from "./text";

const password = z.string(VALIDATION.passwordTooShort).min(MIN_PASSWORD_LENGTH, VALIDATION.passwordTooShort);

export const loginSchema = z.object({ email: emailField(), password });
export type LoginInput = z.infer<typeof loginSchema>;

export const signupSchema = z.object({
  fullName: requiredLine(100, VALIDATION.signupNameRequired, VALIDATION.nameTooLong),
  email: emailField(),
  password,
});
export type SignupInput = z.infer<typeof signupSchema>;

export const forgotPasswordSchema = z.object({ email: emailField() });

export const newPasswordSchema = z
  .object({ password, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: VALIDATION.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;
