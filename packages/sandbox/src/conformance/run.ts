// The conformance run: every operation of the published documents, probed on a sandbox in
// memory. Without the documents (CI) it reads the committed facts (published-operations.ts):
// which operations exist and which statuses each declares, and checks every answer against the
// contracts. With them, it also checks our requests and every answer against the documents'
// own schemas, and sends every published request example that is valid against its schema.
import {
  claimedApis,
  matchProviderEndpoint,
  publishedErrors,
  providerRequestSchemas,
  publishedOperations,
  type PublishedApiKey,
  type PublishedOperationFacts,
} from '@sjd/contracts';
import type { PublishedContent, PublishedDocument, PublishedOperation } from './documents';
import { badRequestFor, envelopeDifferences } from './error-probes';
import { adaptExample, type Probe, type ProbeRequest } from './probe';
import { cardPaymentsProbes, paymentsProbes } from './probes-payments';
import { otherProbes } from './probes-others';
import { ConformanceSession, type Sent } from './session';

export const probes: Readonly<Record<string, Probe>> = {
  ...paymentsProbes,
  ...cardPaymentsProbes,
  ...otherProbes,
};

export const operationKey = (o: { method: string; path: string }) => `${o.method} ${o.path}`;

export interface CallReport {
  label: string;
  status: number | null;
  /** The status is one the document declares for a successful call. */
  succeeded: boolean;
  problems: string[];
}

export interface OperationReport {
  api: PublishedApiKey;
  key: string;
  claimed: boolean;
  served: boolean;
  calls: CallReport[];
  /** Published request examples: valid against their own schema, or not (then not sent). */
  examples: { valid: number; invalid: string[]; contradicting: string[] };
  /** The document's error examples: caused here and compared, or with no cause here. */
  errors: { caused: number; differing: string[]; noCause: string[] };
}

function successStatuses(facts: PublishedOperationFacts): number[] {
  return Object.keys(facts.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
}

function schemaProblem(content: PublishedContent[] | undefined, sent: Sent): string | null {
  if (!content || content.length === 0) return null;
  const mediaType = sent.contentType?.split(';')[0]?.trim().toLowerCase();
  const chosen =
    content.find((c) => c.mediaType.toLowerCase() === mediaType) ??
    (content.length === 1 ? content[0] : undefined);
  if (!chosen) return `answered ${mediaType ?? 'no media type'}, not one the document declares`;
  if (!chosen.validate || sent.raw === '') return null;
  if (chosen.validate(sent.json)) return null;
  const errors = (chosen.validate.errors ?? [])
    .slice(0, 4)
    .map((e) => `${e.instancePath} ${e.message}`);
  return `does not match the document's schema: ${errors.join('; ')}`;
}

/** The provider's try origin: the sandbox's hrefs in a request stand for its own. */
const providerOrigin = 'https://try.access.worldpay.com';

function asProviderHrefs(value: unknown, publicUrl: string): unknown {
  if (typeof value === 'string') {
    return value.startsWith(publicUrl)
      ? `${providerOrigin}${value.slice(publicUrl.length)}`
      : value;
  }
  if (Array.isArray(value)) return value.map((item) => asProviderHrefs(item, publicUrl));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, asProviderHrefs(item, publicUrl)]),
    );
  }
  return value;
}

async function check(
  s: ConformanceSession,
  facts: PublishedOperationFacts,
  published: PublishedOperation | undefined,
  label: string,
  request: ProbeRequest,
  outcomes: readonly number[] = [],
): Promise<CallReport> {
  const problems: string[] = [];
  const contractProblem = requestContractProblem(facts, request.body);
  if (contractProblem) problems.push(`request contract: ${contractProblem}`);
  if (published && request.body !== undefined) {
    const validate = published.request[0]?.validate;
    if (validate && !validate(asProviderHrefs(request.body, s.publicUrl))) {
      const first = validate.errors?.[0];
      problems.push(
        `request not valid against the document: ${first?.instancePath} ${first?.message}`,
      );
    }
  }
  const sent = await s.send(facts.method, request.path, request.body, request.headers);
  const declared = Object.keys(facts.responses).map(Number);
  const succeeded =
    successStatuses(facts).includes(sent.status) ||
    (outcomes.includes(sent.status) && declared.includes(sent.status));
  if (!succeeded) problems.push(`answered ${sent.status}: ${sent.raw.slice(0, 240)}`);
  else if (!declared.includes(sent.status)) problems.push(`status ${sent.status} not declared`);
  if (sent.contractProblem) problems.push(`contracts: ${sent.contractProblem}`);
  const documentProblem = published
    ? schemaProblem(published.responses[String(sent.status)], sent)
    : null;
  if (documentProblem) problems.push(`document: ${documentProblem}`);
  return { label, status: sent.status, succeeded, problems };
}

/** What the contracts' request schema for the operation says of a body (null: it conforms). */
export function requestContractProblem(
  facts: PublishedOperationFacts,
  body: unknown,
): string | null {
  const endpoint = servedEndpoint(facts);
  if (!endpoint) return null;
  const schema = providerRequestSchemas[endpoint.id];
  if (schema === undefined) return `no request contract for ${endpoint.id}`;
  if (schema === null) return body === undefined ? null : 'a body where none is taken';
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return `${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim();
}

/** Whether a published operation is one the sandbox's endpoint table serves. */
export function servedEndpoint(facts: { method: string; path: string }) {
  const sample = facts.path.replace(/\{[^}]+\}/g, 'sample0Id');
  return matchProviderEndpoint(facts.method, sample)?.endpoint;
}

export async function runConformance(
  documents: PublishedDocument[] = [],
): Promise<OperationReport[]> {
  const s = await ConformanceSession.start();
  const reports: OperationReport[] = [];
  try {
    for (const facts of publishedOperations) {
      const key = operationKey(facts);
      const probe = probes[key];
      const published = documents
        .find((d) => d.api === facts.api)
        ?.operations.find((o) => operationKey(o) === key);
      const calls: CallReport[] = [];
      const examples = { valid: 0, invalid: [] as string[], contradicting: [] as string[] };
      if (probe) {
        calls.push(
          await runSafely(
            'own request',
            () => probe.own(s),
            (r) => check(s, facts, published, 'own request', r),
          ),
        );
        for (const example of published?.request[0]?.examples ?? []) {
          const validate = published?.request[0]?.validate;
          const asPublished = published?.request[0]?.validateAsPublished;
          // Breaks its document's schema as published: a contradiction (errata.ts decides).
          if (asPublished && !asPublished(example.value)) examples.contradicting.push(example.name);
          if (validate && !validate(example.value)) {
            examples.invalid.push(example.name);
            continue;
          }
          examples.valid += 1;
          const label = `example "${example.name}"`;
          calls.push(
            await runSafely(
              label,
              async () => {
                if (probe.example) return probe.example(s, example.value);
                const own = await probe.own(s);
                return { ...own, body: await adaptExample(s, example.value) };
              },
              (r) => check(s, facts, published, label, r, probe.outcomes),
            ),
          );
        }
      }
      const served = servedEndpoint(facts) !== undefined && (calls[0]?.succeeded ?? false);
      const errors = probe
        ? await reproduceErrors(s, probe, key, facts.requestMediaTypes.length > 0)
        : { caused: 0, differing: [], noCause: [] };
      reports.push({
        api: facts.api,
        key,
        claimed: claimedApis.includes(facts.api),
        served,
        calls,
        examples,
        errors,
      });
    }
  } finally {
    await s.close();
  }
  return reports;
}

async function runSafely(
  label: string,
  prepare: () => Promise<ProbeRequest>,
  run: (request: ProbeRequest) => Promise<CallReport>,
): Promise<CallReport> {
  try {
    return await run(await prepare());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      label,
      status: null,
      succeeded: false,
      problems: [`could not be sent: ${message.slice(0, 300)}`],
    };
  }
}

/** Each error example of the operation's document, caused here and compared. */
async function reproduceErrors(
  s: ConformanceSession,
  probe: Probe,
  key: string,
  takesBody: boolean,
) {
  const result = { caused: 0, differing: [] as string[], noCause: [] as string[] };
  for (const error of publishedErrors.filter((e) => operationKey(e) === key)) {
    const label = `${error.status} ${error.errorName}`;
    let request;
    try {
      request = await badRequestFor(s, probe, error, takesBody);
    } catch (failure) {
      result.differing.push(`${label}: could not be made: ${String(failure).slice(0, 200)}`);
      continue;
    }
    if (!request) {
      result.noCause.push(label);
      continue;
    }
    result.caused += 1;
    const sent = await s.send(
      request.method ?? error.method,
      request.path,
      request.body,
      request.headers,
      request.rawBody,
    );
    const problems = envelopeDifferences(error, sent.status, sent.json);
    if (problems.length > 0) result.differing.push(`${label}: ${problems.join('; ')}`);
  }
  return result;
}
