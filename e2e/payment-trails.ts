// What the terminal shows for each case of the payment matrix, per integration and capture
// (the shop does not change the calls): one line per trigger, 'Trigger: step → step', as
// summariseTrail (payment.ts) reads it — an HTTP exchange is 'Title status', a plain-text step
// its title. Written out in full, so a reader sees each integration's sequence of calls.
import type { Combo } from './payment';

export type TrailTable = (combo: Combo) => string[];
type TrailKey = 'Modular/SDK' | 'Modular/Direct' | 'Orchestrated/SDK' | 'Orchestrated/Direct';

const keyOf = ({ integration, capture }: Combo): TrailKey =>
  `${integration}/${capture === 'Checkout' ? 'SDK' : 'Direct'}`;

const table =
  (rows: Record<TrailKey, string[]>): TrailTable =>
  (combo) =>
    rows[keyOf(combo)];

/** The hosted fields' card session, logged before the journey that uses it. */
const cardSession = 'Checkout SDK: Card session';
const cvcSession = 'Checkout SDK: CVC session';

// The 3DS steps of the Modular integration (standalone 3DS API) and the Orchestrated one
// (Payments API actions), up to the point where the outcomes differ.
const modularDdc = '3DS device data initialization 200';
const modularAuth = 'Device data collected: 3DS authentication 200';
const orchestratedPay = 'Pay with card: Payment 201';
const orchestratedDdc = 'Device data collected: Supply 3DS device data 201';

export const trailsFor = {
  challengePassed: table({
    'Modular/SDK': [
      cardSession,
      `Pay with card: Create verified token 201 → ${modularDdc}`,
      modularAuth,
      'Challenge received: 3DS verification 200 → Card payment 201 → Delete token 204 → Payment authorized',
    ],
    'Modular/Direct': [
      `Pay with card: ${modularDdc}`,
      modularAuth,
      'Challenge received: 3DS verification 200 → Card payment 201 → Payment authorized',
    ],
    'Orchestrated/SDK': [
      cardSession,
      orchestratedPay,
      orchestratedDdc,
      'Challenge received: Complete 3DS challenge 201 → Payment authorized',
    ],
    'Orchestrated/Direct': [
      orchestratedPay,
      orchestratedDdc,
      'Challenge received: Complete 3DS challenge 201 → Payment authorized',
    ],
  }),

  frictionless: table({
    'Modular/SDK': [
      cardSession,
      `Pay with card: Create verified token 201 → ${modularDdc}`,
      `${modularAuth} → Card payment 201 → Delete token 204 → Payment authorized`,
    ],
    'Modular/Direct': [
      `Pay with card: ${modularDdc}`,
      `${modularAuth} → Card payment 201 → Payment authorized`,
    ],
    'Orchestrated/SDK': [cardSession, orchestratedPay, `${orchestratedDdc} → Payment authorized`],
    'Orchestrated/Direct': [orchestratedPay, `${orchestratedDdc} → Payment authorized`],
  }),

  // REFUSED: with the SDK the card is tokenized first, and the token is not verified (206).
  refused: table({
    'Modular/SDK': [cardSession, 'Pay with card: Create verified token 206 → Verification failed'],
    'Modular/Direct': [
      `Pay with card: ${modularDdc}`,
      `${modularAuth} → Card payment 201 → Payment refused`,
    ],
    'Orchestrated/SDK': [cardSession, orchestratedPay, `${orchestratedDdc} → Payment refused`],
    'Orchestrated/Direct': [orchestratedPay, `${orchestratedDdc} → Payment refused`],
  }),

  // ERROR: the provider answers 500 at the first call that carries the cardholder's payment.
  providerError: table({
    'Modular/SDK': [
      cardSession,
      `Pay with card: Create verified token 201 → ${modularDdc}`,
      `${modularAuth} → Card payment 500 → Delete token 204 → Payment failed`,
    ],
    'Modular/Direct': [
      `Pay with card: ${modularDdc}`,
      `${modularAuth} → Card payment 500 → Payment failed`,
    ],
    'Orchestrated/SDK': [
      cardSession,
      orchestratedPay,
      'Device data collected: Supply 3DS device data 500 → Payment failed',
    ],
    'Orchestrated/Direct': [
      orchestratedPay,
      'Device data collected: Supply 3DS device data 500 → Payment failed',
    ],
  }),

  // FraudSight comes before 3DS authentication: a high-risk card never reaches the bank's check.
  // In Modular, it assesses with the device data collected first (spec §7 collectionReference).
  fraudHighRisk: table({
    'Modular/SDK': [
      cardSession,
      `Pay with card: Create verified token 201 → ${modularDdc}`,
      'Device data collected: FraudSight assessment 200 → Payment refused → Delete token 204',
    ],
    'Modular/Direct': [
      `Pay with card: ${modularDdc}`,
      'Device data collected: FraudSight assessment 200 → Payment refused',
    ],
    'Orchestrated/SDK': [cardSession, 'Pay with card: Payment 201 → Payment refused'],
    'Orchestrated/Direct': ['Pay with card: Payment 201 → Payment refused'],
  }),

  challengeFailed: table({
    'Modular/SDK': [
      cardSession,
      `Pay with card: Create verified token 201 → ${modularDdc}`,
      modularAuth,
      'Challenge received: 3DS verification 200 → Authentication failed → Delete token 204',
    ],
    'Modular/Direct': [
      `Pay with card: ${modularDdc}`,
      modularAuth,
      'Challenge received: 3DS verification 200 → Authentication failed',
    ],
    'Orchestrated/SDK': [
      cardSession,
      orchestratedPay,
      orchestratedDdc,
      'Challenge received: Complete 3DS challenge 201 → Authentication failed',
    ],
    'Orchestrated/Direct': [
      orchestratedPay,
      orchestratedDdc,
      'Challenge received: Complete 3DS challenge 201 → Authentication failed',
    ],
  }),

  // Remember my details: Modular keeps the verified token; Orchestrated creates the token with
  // the payment (tokenCreation) and reads it back for the saved-card list.
  cardSaved: table({
    'Modular/SDK': [
      cardSession,
      `Pay with card: Create verified token 201 → ${modularDdc}`,
      modularAuth,
      'Challenge received: 3DS verification 200 → Card payment 201 → Payment authorized',
    ],
    'Modular/Direct': [
      `Pay with card: Create verified token 201 → ${modularDdc}`,
      modularAuth,
      'Challenge received: 3DS verification 200 → Card payment 201 → Payment authorized',
    ],
    'Orchestrated/SDK': [
      cardSession,
      orchestratedPay,
      orchestratedDdc,
      'Challenge received: Complete 3DS challenge 201 → Get token 200 → Payment authorized',
    ],
    'Orchestrated/Direct': [
      orchestratedPay,
      orchestratedDdc,
      'Challenge received: Complete 3DS challenge 201 → Get token 200 → Payment authorized',
    ],
  }),

  // A 409 from Verified Tokens (Modular) or a token with conflicts from the payment
  // (Orchestrated): the conflict link applies the new name, then the token is read again.
  conflictResolved: table({
    'Modular/SDK': [
      cardSession,
      `Pay with card: Create verified token 409 → Resolve token conflict 204 → Get token 200 → ${modularDdc}`,
      modularAuth,
      'Challenge received: 3DS verification 200 → Card payment 201 → Payment authorized',
    ],
    'Modular/Direct': [
      `Pay with card: Create verified token 409 → Resolve token conflict 204 → Get token 200 → ${modularDdc}`,
      modularAuth,
      'Challenge received: 3DS verification 200 → Card payment 201 → Payment authorized',
    ],
    'Orchestrated/SDK': [
      cardSession,
      orchestratedPay,
      orchestratedDdc,
      'Challenge received: Complete 3DS challenge 201 → Get token 200 → Resolve token conflict 204 → Get token 200 → Payment authorized',
    ],
    'Orchestrated/Direct': [
      orchestratedPay,
      orchestratedDdc,
      'Challenge received: Complete 3DS challenge 201 → Get token 200 → Resolve token conflict 204 → Get token 200 → Payment authorized',
    ],
  }),

  buyNow: (combo: Combo, checkCVC: boolean): string[] => {
    const session = checkCVC && combo.capture === 'Checkout' ? [cvcSession] : [];
    return combo.integration === 'Modular'
      ? [
          ...session,
          `Buy Now: ${modularDdc}`,
          modularAuth,
          'Challenge received: 3DS verification 200 → Card payment 201 → Payment authorized',
        ]
      : [
          ...session,
          'Buy Now: Payment 201',
          orchestratedDdc,
          'Challenge received: Complete 3DS challenge 201 → Payment authorized',
        ];
  },

  // Adding a card is the same in both integrations: a verified token, 3DS, then an account
  // verification whose scheme reference is stored on the token.
  cardAdded: (combo: Combo): string[] => [
    ...(combo.capture === 'Checkout' ? [cardSession] : []),
    `Add card: Create verified token 201 → ${modularDdc}`,
    modularAuth,
    'Challenge received: 3DS verification 200 → Account verification 201 → Update scheme transaction reference 204 → Get token 200',
  ],
};
