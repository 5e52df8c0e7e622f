// The card's calls (spec §7): verified tokens and the saved cards' edits, 3DS, FraudSight and the
// account verification of a card kept on file.
import {
  deviceDataInitializationResponseSchema,
  fraudAssessmentResponseSchema,
  threeDsResultSchema,
  tokenSchema,
  verificationSchema,
  verifiedTokenResponseSchema,
} from '@sjd/contracts';
import type { ProviderCalls, TokenField } from '../provider-types';
import { wp, type Exchange } from './exchange';

// Every token link is PUT /tokens/{id} (one endpoint, `updateToken`): the link says which
// attribute the bare value changes.
const tokenFieldTitles: Record<TokenField, string> = {
  cardHolderName: 'Update cardholder name',
  cardExpiryDate: 'Update card expiry date',
  billingAddress: 'Update billing address',
  schemeTransactionReference: 'Update scheme transaction reference',
};

const threeDsPath = '/verifications/customers/3ds';

type CardCalls = Pick<
  ProviderCalls,
  | 'createVerifiedToken'
  | 'getToken'
  | 'resolveTokenConflicts'
  | 'deleteToken'
  | 'updateToken'
  | 'initializeDeviceData'
  | 'authenticate'
  | 'verifyChallenge'
  | 'assessFraud'
  | 'verifyAccount'
>;

export function cardCalls({ exchange, withBody, bodyOf }: Exchange): CardCalls {
  return {
    createVerifiedToken: (payload) =>
      withBody(
        wp(
          'createVerifiedToken',
          'Create verified token',
          'POST',
          '/verifiedTokens/cardOnFile',
          payload,
        ),
        verifiedTokenResponseSchema,
        [200, 201, 206, 409],
      ),
    getToken: (href) => bodyOf(wp('getToken', 'Get token', 'GET', href), tokenSchema, [200]),
    resolveTokenConflicts: async (href) => {
      await exchange(wp('updateToken', 'Resolve token conflict', 'PUT', href), [204]);
    },
    deleteToken: async (href) => {
      const answer = await exchange(wp('deleteToken', 'Delete token', 'DELETE', href), [204, 404]);
      return answer.status === 404 ? 'notFound' : 'deleted';
    },
    updateToken: async (href, change) => {
      const title = tokenFieldTitles[change.field];
      await exchange(wp('updateToken', title, 'PUT', href, change.value), [204]);
    },
    initializeDeviceData: (payload) =>
      bodyOf(
        wp(
          'threeDsDeviceDataInitialization',
          '3DS device data initialization',
          'POST',
          `${threeDsPath}/deviceDataInitialization`,
          payload,
        ),
        deviceDataInitializationResponseSchema,
        [200],
      ),
    authenticate: (payload) =>
      bodyOf(
        wp(
          'threeDsAuthentication',
          '3DS authentication',
          'POST',
          `${threeDsPath}/authentication`,
          payload,
        ),
        threeDsResultSchema,
        [200],
      ),
    verifyChallenge: (payload) =>
      bodyOf(
        wp(
          'threeDsVerification',
          '3DS verification',
          'POST',
          `${threeDsPath}/verification`,
          payload,
        ),
        threeDsResultSchema,
        [200],
      ),
    assessFraud: (payload) =>
      bodyOf(
        wp('fraudAssessment', 'FraudSight assessment', 'POST', '/fraudsight/assessment', payload),
        fraudAssessmentResponseSchema,
        [200],
      ),
    verifyAccount: (payload) =>
      withBody(
        wp(
          'accountVerificationCardOnFile',
          'Account verification',
          'POST',
          '/verifications/accounts/intelligent/cardOnFile',
          payload,
        ),
        verificationSchema,
        [201, 206],
      ),
  };
}
