// FraudSight assessment of the Modular integration (spec §4 "Fraud outcomes", §7 "Fraud
// assessment"; provider-api.md §8). lowRisk and review go on (review is noted in the terminal),
// highRisk declines the payment and stops, and an answer without an outcome is a failure that
// stops (the provider client reports an unreadable answer as 'Request failed').
// With 3DS on, the assessment carries the 3DS device data collection's SessionId as
// `deviceData.collectionReference` (spec §7; provider-api.md §3: the SessionId is the
// collectionReference of the 3DS and FraudSight APIs), so the journey collects device data
// before it (modular-payment.ts). With 3DS off there is no collection, and none is sent.
import type { CardFrontOrTokenized, Value } from '@sjd/contracts';
import type { Journey } from '../journey';
import { failureEvents } from '../../event-log';
import { fraudCheckCompleted, fraudCheckFailed, fraudCheckStarted } from '../slices/fraud-slice';

export type FraudDecision =
  { kind: 'continue'; riskProfile: string } | { kind: 'declined'; reason: string };

export async function assessFraud(
  journey: Journey,
  request: {
    instrument: CardFrontOrTokenized;
    value: Value;
    transactionReference: string;
    /** The 3DS device data collection's SessionId, when one was collected. */
    collectionReference: string | null;
  },
): Promise<FraudDecision> {
  const { api } = journey;
  api.dispatch(fraudCheckStarted());
  let assessment;
  try {
    assessment = await journey.calls.assessFraud({
      transactionReference: request.transactionReference,
      merchant: { entity: journey.config.entity },
      instruction: { paymentInstrument: request.instrument, value: request.value },
      ...(request.collectionReference
        ? { deviceData: { collectionReference: request.collectionReference } }
        : {}),
    });
  } catch (error) {
    api.dispatch(fraudCheckFailed({ error: error instanceof Error ? error.message : 'Failed' }));
    throw error;
  }
  const { outcome, score } = assessment;
  api.dispatch(fraudCheckCompleted({ outcome, score, riskProfile: assessment.riskProfile.href }));

  if (outcome === 'highRisk') {
    const reason = `FraudSight: high risk (score ${score}).`;
    journey.note({
      title: failureEvents.paymentRefused,
      plainText: reason,
      api: 'FraudSight',
      icon: 'error',
    });
    return { kind: 'declined', reason };
  }
  if (outcome === 'review') {
    journey.note({
      title: 'Fraud review',
      plainText: `FraudSight: review (score ${score}); the payment goes on, flagged for review.`,
      api: 'FraudSight',
      icon: 'warning',
    });
  }
  return { kind: 'continue', riskProfile: assessment.riskProfile.href };
}
