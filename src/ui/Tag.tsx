import styled from "styled-components";
import { plainList } from "./mixins";

/** A small label, e.g. a genre. */
export const Tag = styled.span`
  display: inline-block;
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
`;

export const TagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  ${plainList}
`;

/** Labels (genres, a sample's occasion and mood, risk factors) as a list of tags; nothing when there are none. */
export function Tags({ values, label }: { values: readonly string[]; label?: string }) {
  if (values.length === 0) return null;
  return (
    <TagList aria-label={label}>
      {values.map((value, index) => (
        // A label may repeat (a sample's genre and mood), so its place keys it.
        <li key={index}>
          <Tag>{value}</Tag>
        </li>
      ))}
    </TagList>
  );
}

export type BadgeVariant = "default" | "secondary" | "destructive" | "success" | "outline";

/** A status badge. Variants: default, secondary, destructive, success, outline. */
export const Badge = styled.span<{ $variant?: BadgeVariant }>`
  display: inline-block;
  padding: 0.125rem 0.5rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.02em;
  border: 1px solid transparent;
  ${({ theme, $variant = "default" }) => {
    switch ($variant) {
      case "default":
        return `background: ${theme.color.primary}; color: ${theme.color.onPrimary};`;
      case "secondary":
        return `background: ${theme.color.quietSoft}; color: ${theme.color.quiet};`;
      case "destructive":
        return `background: ${theme.color.danger}; color: ${theme.color.onDanger};`;
      case "success":
        return `background: ${theme.color.success}; color: #ffffff;`;
      case "outline":
        return `background: transparent; color: ${theme.color.text}; border-color: ${theme.color.border};`;
    }
  }}
`;
