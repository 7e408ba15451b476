import styled from "styled-components";
import { BUILDER_STEPS } from "@songs/domain";
import { above } from "../ui/theme";
import { VisuallyHidden } from "../ui/VisuallyHidden";

const Steps = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${BUILDER_STEPS.length}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
`;

const StepItem = styled.li<{ $state: "done" | "current" | "next" }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme, $state }) => ($state === "next" ? theme.color.textMuted : theme.color.text)};
  font-weight: ${({ $state }) => ($state === "current" ? 700 : 400)};
  &::before {
    content: "";
    display: block;
    width: 100%;
    height: 6px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme, $state }) => ($state === "next" ? theme.color.border : theme.color.primary)};
  }
`;

/* Names fit from tablets up; phones show the bars and the "Step n of 6" line, screen readers the names. */
const StepName = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  ${above.sm} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip: auto;
    white-space: normal;
    text-align: center;
  }
`;

const Position = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The builder's progress: six named steps, the current one marked for assistive technology. */
export function StepProgress({ step }: { step: number }) {
  return (
    <div>
      <Steps aria-label="Order progress">
        {BUILDER_STEPS.map((name, index) => {
          const number = index + 1;
          const state = number < step ? "done" : number === step ? "current" : "next";
          return (
            <StepItem key={name} $state={state} aria-current={state === "current" ? "step" : undefined}>
              <StepName>{name}</StepName>
              {state === "done" && <VisuallyHidden> (completed)</VisuallyHidden>}
            </StepItem>
          );
        })}
      </Steps>
      <Position>
        Step {step} of {BUILDER_STEPS.length}: {BUILDER_STEPS[step - 1]}
      </Position>
    </div>
  );
}
