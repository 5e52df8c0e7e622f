// The footer of the plain pages (landing, /error): privacy choices, copyright and the policy and
// contact links from the environment config (spec §2 "Footer").
export interface FooterLinks {
  cookiePolicyLink: string;
  privacyPolicyLink: string;
  getInTouchLink: string;
  contactUsLabel: string;
}

interface PlainFooterProps {
  brand: string;
  links: FooterLinks | null;
  onPrivacyChoices(): void;
}

export function PlainFooter({ brand, links, onPrivacyChoices }: PlainFooterProps) {
  return (
    <footer className="plain-footer">
      <button type="button" className="plain-footer__privacy" onClick={onPrivacyChoices}>
        Privacy choices
      </button>
      {links && (
        <ul className="plain-footer__links">
          <li>
            <a href={links.cookiePolicyLink} target="_blank" rel="noopener noreferrer">
              Cookie policy
            </a>
          </li>
          <li>
            <a href={links.privacyPolicyLink} target="_blank" rel="noopener noreferrer">
              Privacy policy
            </a>
          </li>
          <li>
            <a href={links.getInTouchLink} target="_blank" rel="noopener noreferrer">
              {links.contactUsLabel}
            </a>
          </li>
        </ul>
      )}
      <p className="plain-footer__copyright">
        © {new Date().getFullYear()} {brand}. A demo: no real goods are sold and no real money
        moves.
      </p>
    </footer>
  );
}
