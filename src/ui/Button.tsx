import { Link, type LinkProps } from "react-router-dom";
import styled, { css } from "styled-components";
import type { Theme } from "./theme";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

interface StyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

type ThemeColor = keyof Theme["color"];

/** Each variant's colours (theme colour names), at rest and on hover; a danger button keeps its colours. */
const VARIANT_COLORS: Record<
  ButtonVariant,
  {
    background: ThemeColor | "transparent";
    text: ThemeColor;
    border?: ThemeColor;
    hover?: { background?: ThemeColor; border?: ThemeColor; text: ThemeColor };
  }
> = {
  primary: { background: "primary", text: "onPrimary", hover: { background: "primaryHover", text: "onPrimary" } },
  secondary: { background: "accentSoft", text: "text", hover: { border: "accent", text: "text" } },
  outline: {
    background: "surface",
    text: "primary",
    border: "primary",
    hover: { background: "surfaceMuted", text: "primaryHover" },
  },
  ghost: { background: "transparent", text: "text", hover: { background: "surfaceMuted", text: "text" } },
  danger: { background: "danger", text: "onDanger" },
};

/** Each size's padding and type size. */
const SIZES: Record<ButtonSize, { padding: string; fontSize: keyof Theme["fontSize"] }> = {
  sm: { padding: "0.375rem 0.875rem", fontSize: "sm" },
  md: { padding: "0.625rem 1.25rem", fontSize: "md" },
  lg: { padding: "0.875rem 1.75rem", fontSize: "lg" },
};

function variantStyles(theme: Theme, variant: ButtonVariant) {
  const { background, text, border, hover } = VARIANT_COLORS[variant];
  return css`
    background: ${background === "transparent" ? background : theme.color[background]};
    color: ${theme.color[text]};
    ${border && `border-color: ${theme.color[border]};`}
    ${
      hover &&
      css`
        &:hover:not(:disabled) {
          ${hover.background && `background: ${theme.color[hover.background]};`}
          ${hover.border && `border-color: ${theme.color[hover.border]};`}
        color: ${theme.color[hover.text]};
        }
      `
    }
  `;
}

const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: ${({ $size = "md" }) => SIZES[$size].padding};
  font-size: ${({ theme, $size = "md" }) => theme.fontSize[SIZES[$size].fontSize]};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid transparent;
  cursor: pointer;
  width: ${({ $block }) => ($block ? "100%" : "auto")};
  transition:
    background-color 0.15s ease,
    color 0.15s ease,
    border-color 0.15s ease;

  ${({ theme, $variant = "primary" }) => variantStyles(theme, $variant)}

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
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
