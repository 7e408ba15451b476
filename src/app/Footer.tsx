import { Link } from "react-router-dom";
import styled from "styled-components";
import { ContactUsButton } from "../contact/ContactUsButton";
import { COPYRIGHT_YEAR } from "@songs/domain";
import { SITE_NAME } from "../ui/siteMeta";
import { GIVE_A_SONG_LINK } from "./navLinks";
import { above } from "../ui/theme";

const Wrapper = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.color.text};
  color: #f6ece6;
  padding: ${({ theme }) => theme.space.xxl} 0 ${({ theme }) => theme.space.lg};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: 1fr;
  ${above.md} {
    grid-template-columns: 2fr 1fr 1fr;
  }
`;

const Brand = styled.div`
  p {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    color: #d9c8c0;
    max-width: 28rem;
  }
  strong {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const Column = styled.div`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.fontSize.sm};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: #ffffff;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    margin: 0;
  }
  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    min-width: 44px;
    color: #f6ece6;
    text-decoration: none;
    background: none;
    border: none;
    padding: 0;
    cursor: pointer;
    font: inherit;
  }
  a:hover,
  button:hover {
    color: #ffffff;
    text-decoration: underline;
  }
`;

const Copyright = styled.p`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: ${({ theme }) => theme.space.xl} auto 0;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md} 0;
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: #d9c8c0;
  text-align: center;
`;

/** The shared footer: Quick Links, Support (FAQs, Contact Us) and the copyright line. */
export function Footer() {
  return (
    <Wrapper>
      <Inner>
        <Brand>
          <strong>{SITE_NAME}</strong>
          <p>Custom songs written and recorded from your story, for the moments that matter most.</p>
        </Brand>
        <Column>
          <h2>Quick Links</h2>
          <ul>
            <li>
              <Link to="/how-it-works">How It Works</Link>
            </li>
            <li>
              <Link to="/#pricing">Pricing</Link>
            </li>
            <li>
              <Link to="/reviews">Reviews</Link>
            </li>
            <li>
              <Link to={GIVE_A_SONG_LINK.to}>{GIVE_A_SONG_LINK.label}</Link>
            </li>
          </ul>
        </Column>
        <Column>
          <h2>Support</h2>
          <ul>
            <li>
              <Link to="/faq">FAQs</Link>
            </li>
            <li>
              <ContactUsButton />
            </li>
          </ul>
        </Column>
      </Inner>
      <Copyright>
        © {COPYRIGHT_YEAR} {SITE_NAME}. All rights reserved.
      </Copyright>
    </Wrapper>
  );
}
