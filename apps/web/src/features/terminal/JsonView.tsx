// Pretty JSON with collapse and expand: every object and array is a native <details>, so it is
// keyboard operable and announced as expandable without extra ARIA. Long values (URLs, tokens,
// JWTs) wrap inside the entry at any character: the 400 px terminal never scrolls sideways, and
// 'Copy body' still copies them whole.
// Drawn lazily, so that any answer the proxy lets through (up to 1 MB) keeps the page responsive
// (issue 34): a closed node draws none of its children, a node draws at most `pageSize` of them
// with a button for the next ones, and a large body starts closed. What is drawn grows only with
// the visitor's clicks, whatever the size or depth of the body.
import Box from '@mui/material/Box';
import { useState } from 'react';
import type { JsonValue } from '../event-log';

const colours = {
  key: '#79c0ff',
  string: '#a5d6ff',
  number: '#ffa657',
  literal: '#ff7b72',
  punctuation: '#8b949e',
};

/** Children a node draws before its 'Show more' button. */
export const pageSize = 50;
/** Levels open when a body is first drawn (the body, its children and theirs). */
const openLevels = 3;

const countLabel = (count: number, noun: string) =>
  `${count.toLocaleString('en-GB')} ${noun}${count === 1 ? '' : 's'}`;

function Scalar({ value }: { value: Exclude<JsonValue, object> | null }) {
  if (typeof value === 'string')
    return <span style={{ color: colours.string }}>{JSON.stringify(value)}</span>;
  if (typeof value === 'number') return <span style={{ color: colours.number }}>{value}</span>;
  return <span style={{ color: colours.literal }}>{String(value)}</span>;
}

/** The first `count` entries of an object or array, without copying the rest. */
function firstEntries(
  value: JsonValue[] | { [key: string]: JsonValue },
  count: number,
): [string | undefined, JsonValue][] {
  if (Array.isArray(value)) return value.slice(0, count).map((item) => [undefined, item]);
  const entries: [string, JsonValue][] = [];
  for (const key of Object.keys(value).slice(0, count)) {
    const item = value[key];
    if (item !== undefined) entries.push([key, item]);
  }
  return entries;
}

function Node({
  name,
  value,
  depth,
  isOpenAtFirst,
}: {
  name?: string;
  value: JsonValue;
  depth: number;
  isOpenAtFirst: boolean;
}) {
  const [isOpen, setOpen] = useState(isOpenAtFirst);
  const [shown, setShown] = useState(pageSize);
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
  const isArray = Array.isArray(value);
  const count = isArray ? value.length : Object.keys(value).length;
  const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
  if (count === 0) {
    return (
      <div>
        {label}
        <span style={{ color: colours.punctuation }}>{`${open}${close}`}</span>
      </div>
    );
  }
  return (
    <details open={isOpen} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {label}
        <span style={{ color: colours.punctuation }}>
          {open} <span className="json-count">{countLabel(count, isArray ? 'item' : 'key')}</span>
        </span>
      </summary>
      {isOpen && (
        <>
          <Box sx={{ pl: 2, borderLeft: '1px solid #30363d' }}>
            {firstEntries(value, shown).map(([key, item], index) => (
              <Node
                key={key ?? index}
                name={key}
                value={item}
                depth={depth + 1}
                isOpenAtFirst={depth + 1 < openLevels}
              />
            ))}
            {shown < count && (
              <button
                type="button"
                className="json-more"
                onClick={() => setShown((before) => before + pageSize)}
              >
                Show {Math.min(pageSize, count - shown)} more of{' '}
                {countLabel(count - shown, isArray ? 'item' : 'key')} not shown
              </button>
            )}
          </Box>
          <span style={{ color: colours.punctuation }}>{close}</span>
        </>
      )}
    </details>
  );
}

export function JsonView({
  value,
  label,
  isOpenAtFirst = true,
}: {
  value: JsonValue;
  label: string;
  /** False for a large body: it starts closed and draws nothing until opened. */
  isOpenAtFirst?: boolean;
}) {
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
        // A node's toggle is a touch target: 24 px tall at least (WCAG 2.5.8; Lighthouse's
        // target-size failed the Code view on a phone, where nested nodes' 19 px lines stacked).
        '& summary': {
          cursor: 'pointer',
          listStylePosition: 'inside',
          minHeight: 24,
          lineHeight: '24px',
        },
        '& details:not([open]) .json-count::after': { content: '" …"' },
        '& .json-count': { color: '#8b949e' },
        '& .json-more': {
          font: 'inherit',
          color: '#79c0ff',
          background: 'none',
          border: 0,
          p: 0,
          cursor: 'pointer',
          textDecoration: 'underline',
        },
      }}
    >
      <Node value={value} depth={0} isOpenAtFirst={isOpenAtFirst} />
    </Box>
  );
}
