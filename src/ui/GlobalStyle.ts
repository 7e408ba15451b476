import { createGlobalStyle } from "styled-components";

/** Base document styles: box sizing, type, colours, visible focus, reduced motion. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
  body {
    margin: 0;
    min-width: 320px;
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: 1.6;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.background};
  }
  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.font.heading}; line-height: 1.25; }
  img { max-width: 100%; display: block; }
  a { color: ${({ theme }) => theme.color.primary}; }
  a:hover { color: ${({ theme }) => theme.color.primaryHover}; }
  button, input, select, textarea { font: inherit; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  [id] { scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem); }
`;
