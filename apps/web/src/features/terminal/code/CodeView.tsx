// The Code view of a trail entry (issue 32): the provider request in the visitor's language, or,
// for a webhook, a receiver that verifies it. curl and Node are the call's replay (take-home:
// they make first what the call needs, and run as-is against the sandbox); the other languages
// are the one request, written by the snippet library, each saying in its first line whether it
// runs as it is. Loaded with the snippet library only when a Code view first opens (CallDetails
// imports this file lazily). The language is one choice for every entry, kept across reloads
// (code-language.ts).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import type { ApiEvent } from '../../event-log';
import { CopyButton } from '../CopyButton';
import {
  codeLanguageLabels,
  codeLanguages,
  isCodeLanguage,
  useCodeLanguage,
} from './code-language';
import { callCode, oneRequest, type callPlan } from '../take-home/call-code';
import type { TakeHomeContext } from '../take-home/take-home-context';
import { receiveSnippet } from './receive-snippets';
import { isLibraryLanguage, requestSnippet } from './request-snippets';

const mono = 'ui-monospace, Menlo, Consolas, monospace';

export interface CodeViewProps {
  event: ApiEvent;
  /** request: the call as code; receive: a receiver for this webhook event. */
  mode: 'request' | 'receive';
  /** The call's replay plan (request mode), and where its credentials come from. */
  call?: NonNullable<ReturnType<typeof callPlan>>;
  context?: TakeHomeContext;
}

function useSnippet(
  { event, mode, call, context }: CodeViewProps,
  language: string,
): { code: string; error?: string; headline?: readonly string[] } {
  return useMemo(() => {
    if (!isCodeLanguage(language)) return { code: '', error: 'Unknown language' };
    try {
      if (mode === 'receive') return { code: receiveSnippet(event.body ?? null, language) };
      if (!call || !context)
        return { code: '', error: 'This entry is not a request the demo sent.' };
      if (!isLibraryLanguage(language)) return callCode(call, language, context);
      const { request, headline } = oneRequest(call, context);
      return {
        code: requestSnippet(request, language, { credentials: context.credentials, headline }),
        headline,
      };
    } catch (error) {
      return { code: '', error: error instanceof Error ? error.message : String(error) };
    }
  }, [event, mode, call, context, language]);
}

export function CodeView(props: CodeViewProps) {
  const { event, mode, context } = props;
  const [language, choose] = useCodeLanguage();
  const selectId = useId();
  const { code, error, headline = [] } = useSnippet(props, language);
  const label = codeLanguageLabels[language];
  return (
    <Box sx={{ mt: 0.75 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box component="label" htmlFor={selectId} sx={{ fontSize: 12, color: '#c9d1d9' }}>
          Language
        </Box>
        <Box
          component="select"
          id={selectId}
          value={language}
          onChange={(changed: React.ChangeEvent<HTMLSelectElement>) => {
            if (isCodeLanguage(changed.target.value)) choose(changed.target.value);
          }}
          sx={{
            font: 'inherit',
            fontSize: 13,
            color: '#e6edf3',
            bgcolor: '#161b22',
            border: '1px solid #30363d',
            borderRadius: 1,
            px: 0.75,
            py: 0.25,
            '&:focus-visible': { outline: '2px solid #79c0ff', outlineOffset: 1 },
          }}
        >
          {codeLanguages.map((id) => (
            <option key={id} value={id}>
              {codeLanguageLabels[id]}
            </option>
          ))}
        </Box>
      </Box>
      {error ? (
        <Typography role="alert" sx={{ fontSize: 12.5, color: '#ff7b72', mt: 0.5 }}>
          No code for this entry: {error}
        </Typography>
      ) : (
        <>
          {/* The code's first line, where it shows whole: does it run as-is, and if not why. */}
          {headline.map((line) => (
            <Typography
              key={line}
              sx={{
                fontSize: 12,
                mt: 0.5,
                color: line.startsWith('Runs as-is') ? '#8b949e' : '#e3b341',
              }}
            >
              {line}
            </Typography>
          ))}
          <Box
            component="pre"
            tabIndex={0}
            aria-label={`${event.title} as ${label}`}
            sx={{
              m: 0,
              mt: 0.75,
              p: 1,
              maxHeight: 360,
              overflow: 'auto',
              fontFamily: mono,
              fontSize: 12,
              lineHeight: 1.45,
              color: '#e6edf3',
              bgcolor: '#161b22',
              border: '1px solid #30363d',
              borderRadius: 1,
              '&:focus-visible': { outline: '2px solid #79c0ff' },
            }}
          >
            {code}
          </Box>
          <CopyButton label="Copy code" what="Code" text={() => code} />
          <Typography sx={{ fontSize: 12, color: '#8b949e' }}>
            {mode === 'receive'
              ? 'Set WEBHOOK_SECRETS to your keyId:secret pairs (comma-separated): the receiver answers 200 only to an event signed under one of them, 400 to anything else.'
              : context?.credentials.kind === 'sandboxDemo'
                ? `PROVIDER_USERNAME and PROVIDER_PASSWORD default to your own credentials at the built-in sandbox (user ${context.credentials.username}): they see your payments only. Set them for a real provider.`
                : 'Set PROVIDER_USERNAME and PROVIDER_PASSWORD to your provider credentials: the code never holds them.'}
          </Typography>
        </>
      )}
    </Box>
  );
}
