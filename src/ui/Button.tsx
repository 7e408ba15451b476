import { Link, type LinkProps } from "react-router-dom";
import styled, { css } from "styled-components";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

interface StyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: ${({ $size = "md" }) => ($size === "sm" ? "0.375rem 0.875rem" : $size === "lg" ? "0.875rem 1.75rem" : "0.625rem 1.25rem")};
  font-size: ${({ theme, $size = "md" }) => ($size === "sm" ? theme.fontSize.sm : $size === "lg" ? theme.fontSize.lg : theme.fontSize.md)};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid transparent;
  cursor: pointer;
  width: ${({ $block }) => ($block ? "100%" : "auto")};
  transition: background-color 0.15s ease, color 0.15s ease, border-color 0.15s ease;

  ${({ theme, $variant = "primary" }) => {
    switch ($variant) {
      case "primary":
        return css`
          background: ${theme.color.primary};
          color: ${theme.color.onPrimary};
          &:hover:not(:disabled) { background: ${theme.color.primaryHover}; color: ${theme.color.onPrimary}; }
        `;
      case "secondary":
        return css`
          background: ${theme.color.accentSoft};
          color: ${theme.color.text};
          &:hover:not(:disabled) { border-color: ${theme.color.accent}; color: ${theme.color.text}; }
        `;
      case "outline":
        return css`
          background: ${theme.color.surface};
          color: ${theme.color.primary};
          border-color: ${theme.color.primary};
          &:hover:not(:disabled) { background: ${theme.color.surfaceMuted}; color: ${theme.color.primaryHover}; }
        `;
      case "ghost":
        return css`
          background: transparent;
          color: ${theme.color.text};
          &:hover:not(:disabled) { background: ${theme.color.surfaceMuted}; color: ${theme.color.text}; }
        `;
      case "danger":
        return css`
          background: ${theme.color.danger};
          color: ${theme.color.onDanger};
        `;
    }
  }}

  &:disabled { opacity: 0.6; cursor: not-allowed; }
  &[aria-pressed="true"] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;
const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;

export interface ButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  ref?: React.Ref<HTMLButtonElement>;
}

/** A button. `variant`: primary (default), secondary, outline, ghost, danger. Defaults to type="button". */
export function Button({ variant, size, block, type = "button", ...rest }: ButtonProps) {
  return <StyledButton type={type} $variant={variant} $size={size} $block={block} {...rest} />;
}

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** A router link that looks like a button (same variants as Button). */
export function ButtonLink({ variant, size, block, ...rest }: ButtonLinkProps) {
  return <StyledLink $variant={variant} $size={size} $block={block} {...rest} />;
}
