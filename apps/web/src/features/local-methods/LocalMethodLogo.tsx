// The local methods' marks, drawn here (issue 45: no vendor artwork is copied): a rounded card in
// the method's own colour with its name or initials. Decorative: the method's name is always
// written beside it, so each is aria-hidden.
import type { LocalMethod } from '../journeys';

interface Mark {
  background: string;
  color: string;
  text: string;
  /** A second colour for a band across the card (pay by bank, Klarna's dot). */
  accent?: string;
}

const marks: Readonly<Record<LocalMethod, Mark>> = {
  ideal: { background: '#ffffff', color: '#cc0066', text: 'iD', accent: '#cc0066' },
  bancontact: { background: '#1e3764', color: '#ffffff', text: 'BC', accent: '#ffd800' },
  blik: { background: '#000000', color: '#ffffff', text: 'blik', accent: '#e6007e' },
  swish: { background: '#ffffff', color: '#1a1a1a', text: 'swish', accent: '#52b54b' },
  pix: { background: '#ffffff', color: '#32bcad', text: 'pix', accent: '#32bcad' },
  sepa: { background: '#10298e', color: '#ffffff', text: 'SEPA', accent: '#ffcc00' },
  klarna_network: { background: '#ffb3c7', color: '#17120f', text: 'K.' },
  open_banking: { background: '#0b5d4b', color: '#ffffff', text: 'bank', accent: '#7fe0c8' },
};

export function LocalMethodLogo({ method }: { method: LocalMethod }) {
  const mark = marks[method];
  return (
    <svg
      width="48"
      height="32"
      viewBox="0 0 48 32"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none', display: 'block' }}
    >
      <rect x="0.5" y="0.5" width="47" height="31" rx="5" fill={mark.background} stroke="#c9ced6" />
      {mark.accent && <rect x="4" y="25" width="40" height="3" rx="1.5" fill={mark.accent} />}
      <text
        x="24"
        y="19"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontWeight="700"
        fontSize={mark.text.length > 3 ? 11 : 14}
        fill={mark.color}
      >
        {mark.text}
      </text>
    </svg>
  );
}
