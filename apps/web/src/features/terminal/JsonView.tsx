// Pretty JSON with collapse and expand: every object and array is a native <details>, so it is
// keyboard operable and announced as expandable without extra ARIA. Long values (URLs, tokens,
// JWTs) wrap inside the entry at any character: the 400 px terminal never scrolls sideways, and
// 'Copy body' still copies them whole.
import Box from '@mui/material/Box';
import type { JsonValue } from '../event-log';

const colours = {
  key: '#79c0ff',
  string: '#a5d6ff',
  number: '#ffa657',
  literal: '#ff7b72',
  punctuation: '#8b949e',
};

const countLabel = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function Scalar({ value }: { value: Exclude<JsonValue, object> | null }) {
  if (typeof value === 'string')
    return <span style={{ color: colours.string }}>{JSON.stringify(value)}</span>;
  if (typeof value === 'number') return <span style={{ color: colours.number }}>{value}</span>;
  return <span style={{ color: colours.literal }}>{String(value)}</span>;
}

function Node({ name, value, depth }: { name?: string; value: JsonValue; depth: number }) {
  const label =
    name === undefined ? null : (
      <span style={{ color: colours.key }}>{JSON.stringify(name)}: </span>
    );
  if (value === null || typeof value !== 'object') {
    return (
      <div>
        {label}
        <Scalar value={value} />
      </div>
    );
  }
  const entries: [string | undefined, JsonValue][] = Array.isArray(value)
    ? value.map((item) => [undefined, item])
    : Object.entries(value);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) {
    return (
      <div>
        {label}
        <span style={{ color: colours.punctuation }}>{`${open}${close}`}</span>
      </div>
    );
  }
  return (
    <details open={depth < 3}>
      <summary>
        {label}
        <span style={{ color: colours.punctuation }}>
          {open}{' '}
          <span className="json-count">
            {countLabel(entries.length, Array.isArray(value) ? 'item' : 'key')}
          </span>
        </span>
      </summary>
      <Box sx={{ pl: 2, borderLeft: '1px solid #30363d' }}>
        {entries.map(([key, item], index) => (
          <Node key={key ?? index} name={key} value={item} depth={depth + 1} />
        ))}
      </Box>
      <span style={{ color: colours.punctuation }}>{close}</span>
    </details>
  );
}

export function JsonView({ value, label }: { value: JsonValue; label: string }) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: 12.5,
        lineHeight: 1.5,
        color: '#e6edf3',
        bgcolor: '#161b22',
        borderRadius: 1,
        p: 1,
        overflowWrap: 'anywhere',
        // Nothing should be wider than the entry once values wrap; if something is, it scrolls
        // inside the entry rather than widening the terminal.
        overflowX: 'auto',
        '& summary': { cursor: 'pointer', listStylePosition: 'inside' },
        '& details:not([open]) .json-count::after': { content: '" …"' },
        '& .json-count': { color: '#8b949e' },
      }}
    >
      <Node value={value} depth={0} />
    </Box>
  );
}
