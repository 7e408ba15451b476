import type { BadgeVariant } from "../../ui/Tag";

/** Spec §2: critical and high destructive, medium default, anything else secondary. */
export function riskBadgeVariant(level: string): BadgeVariant {
  if (level === "critical" || level === "high") return "destructive";
  if (level === "medium") return "default";
  return "secondary";
}
