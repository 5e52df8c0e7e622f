// The container recipe read as data, for the check that builds it without a container engine
// (scripts/container-check.mjs). Pure functions, Node built-ins only, no file system:
//   parseDockerfile   the Dockerfile's stages and instructions, with the Dockerfile's own rules
//                     for line continuations, comments, JSON (exec) and shell forms, ARG and ENV
//                     variables (${VAR}, ${VAR:-word}, ${VAR:+word}…), quotes and escapes;
//   dockerignore      a matcher with .dockerignore's rules (anchored Go-style patterns, `**`,
//                     `!` exceptions, the last matching line wins, a match on a parent counts);
//   composeProblems   what in compose.yaml a Compose implementation could refuse or read
//                     differently (long-form env_file, nested or empty-default interpolation);
//   relativeImports, scriptsNamed  what a RUN, CMD or HEALTHCHECK command will load, so that
//                     a file missing from a COPY line is named before anything runs.
// What it does not understand it refuses with the line it stopped at, rather than guessing.

export class RecipeError extends Error {}

const nameChar = /[A-Za-z0-9_]/;
const nameStart = /[A-Za-z_]/;

/**
 * Expands the Dockerfile's variable forms and removes quotes and escapes, as BuildKit's shell
 * lexer does for ENV, ARG, FROM, WORKDIR, COPY, USER, EXPOSE, VOLUME and STOPSIGNAL.
 * `split`: whitespace outside quotes separates words (ProcessWords); otherwise one word.
 * Returns the words.
 */
export function expandWords(text, vars, { split = true } = {}) {
  const words = [];
  let word = '';
  let inWord = false;
  let i = 0;
  const lookup = (name) => (vars.has(name) ? vars.get(name) : undefined);

  /** `${…}` or `$NAME` at text[i] (which is `$`); returns the expansion, moves i past it. */
  function dollar() {
    i += 1;
    if (text[i] === '{') {
      i += 1;
      let name = '';
      while (i < text.length && nameChar.test(text[i] ?? '')) name += text[i++];
      if (!name) throw new RecipeError(`bad substitution in ${JSON.stringify(text)}`);
      if (text[i] === '}') {
        i += 1;
        return lookup(name) ?? '';
      }
      let modifier = '';
      if (text[i] === ':') modifier = text[i++] ?? '';
      const op = text[i++] ?? '';
      if (!'-+?'.includes(op) || op === '')
        throw new RecipeError(`unsupported substitution in ${JSON.stringify(text)}`);
      modifier += op;
      // The word up to the matching brace, expanded itself (nested ${…} are allowed).
      let depth = 1;
      let inner = '';
      while (i < text.length) {
        const ch = text[i] ?? '';
        if (ch === '\\' && i + 1 < text.length) {
          inner += ch + (text[i + 1] ?? '');
          i += 2;
          continue;
        }
        if (ch === '$' && text[i + 1] === '{') depth += 1;
        if (ch === '}' && --depth === 0) break;
        inner += ch;
        i += 1;
      }
      if (text[i] !== '}') throw new RecipeError(`unclosed \${ in ${JSON.stringify(text)}`);
      i += 1;
      const value = lookup(name);
      const set = value !== undefined;
      const nonEmpty = set && value !== '';
      const wordValue = () => expandWords(inner, vars, { split: false })[0] ?? '';
      switch (modifier) {
        case ':-':
          return nonEmpty ? value : wordValue();
        case '-':
          return set ? value : wordValue();
        case ':+':
          return nonEmpty ? wordValue() : '';
        case '+':
          return set ? wordValue() : '';
        case ':?':
        case '?':
          if (modifier === ':?' ? nonEmpty : set) return value ?? '';
          throw new RecipeError(`${name}: ${wordValue() || 'is not set'}`);
        default:
          throw new RecipeError(`unsupported substitution in ${JSON.stringify(text)}`);
      }
    }
    if (nameStart.test(text[i] ?? '')) {
      let name = '';
      while (i < text.length && nameChar.test(text[i] ?? '')) name += text[i++];
      return lookup(name) ?? '';
    }
    return '$';
  }

  // A word that expands to nothing is no word (as in sh), unless it was quoted.
  const end = () => {
    if (inWord && (word !== '' || quoted)) words.push(word);
    word = '';
    inWord = false;
    quoted = false;
  };
  let quoted = false;
  while (i < text.length) {
    const ch = text[i] ?? '';
    if (split && /\s/.test(ch)) {
      end();
      i += 1;
      continue;
    }
    inWord = true;
    if (ch === "'" || ch === '"') quoted = true;
    if (ch === '\\') {
      word += text[i + 1] ?? '';
      i += 2;
    } else if (ch === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) throw new RecipeError(`unclosed quote in ${JSON.stringify(text)}`);
      word += text.slice(i + 1, end);
      i = end + 1;
    } else if (ch === '"') {
      i += 1;
      while (i < text.length && text[i] !== '"') {
        const inner = text[i] ?? '';
        if (inner === '\\' && ['"', '\\', '$'].includes(text[i + 1] ?? '')) {
          word += text[i + 1];
          i += 2;
        } else if (inner === '$') {
          word += dollar();
        } else {
          word += inner;
          i += 1;
        }
      }
      if (text[i] !== '"') throw new RecipeError(`unclosed quote in ${JSON.stringify(text)}`);
      i += 1;
    } else if (ch === '$') {
      word += dollar();
    } else {
      word += ch;
      i += 1;
    }
  }
  end();
  if (!split && !words.length) words.push('');
  return words;
}

/** Splits on whitespace outside quotes, keeping quotes and escapes (for ENV's key=value). */
function rawWords(text) {
  const words = [];
  let word = '';
  let quote = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] ?? '';
    if (!quote && /\s/.test(ch)) {
      if (word) words.push(word);
      word = '';
      continue;
    }
    if (ch === '\\' && quote !== "'") {
      word += ch + (text[i + 1] ?? '');
      i += 1;
      continue;
    }
    if (!quote && (ch === '"' || ch === "'")) quote = ch;
    else if (ch === quote) quote = '';
    word += ch;
  }
  if (quote) throw new RecipeError(`unclosed quote in ${JSON.stringify(text)}`);
  if (word) words.push(word);
  return words;
}

/** `--name=value` flags at the start of an instruction's arguments, and the rest. */
function takeFlags(text) {
  const flags = new Map();
  let rest = text.trimStart();
  for (let match; (match = /^--([a-z-]+)(?:=(\S*))?\s*/.exec(rest));) {
    flags.set(match[1], match[2] ?? 'true');
    rest = rest.slice(match[0].length);
  }
  return { flags, rest };
}

/** A JSON array of strings (the exec form), or null for the shell form. */
function execForm(text) {
  const trimmed = text.trim();
  if (!trimmed.startsWith('[')) return null;
  try {
    const parsed = JSON.parse(trimmed);
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string')
      ? parsed
      : null;
  } catch {
    return null;
  }
}

function refuseFlags(flags, allowed, where) {
  for (const flag of flags.keys()) {
    if (!allowed.includes(flag))
      throw new RecipeError(`${where}: --${flag} is not simulated by the container check`);
  }
}

/** The Dockerfile's logical lines: continuations joined, comments and directives dropped. */
function logicalLines(text) {
  const lines = text.split(/\r?\n/);
  const out = [];
  let current = null;
  let startLine = 0;
  let directives = true;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (directives) {
      const directive = /^#\s*([a-zA-Z]+)\s*=\s*(\S+)\s*$/.exec(line);
      if (directive) {
        const name = (directive[1] ?? '').toLowerCase();
        if (name === 'escape' && directive[2] !== '\\')
          throw new RecipeError(`line ${index + 1}: only the default escape character \\`);
        continue;
      }
      directives = false;
    }
    // A comment line (also inside a continued instruction) is dropped whole.
    if (/^\s*#/.test(line)) continue;
    if (current === null) {
      if (line.trim() === '') continue;
      current = '';
      startLine = index + 1;
    }
    const continued = /\\\s*$/.test(line);
    current += continued ? line.replace(/\\\s*$/, '') : line;
    if (!continued) {
      out.push({ line: startLine, text: current });
      current = null;
    }
  }
  if (current !== null) out.push({ line: startLine, text: current });
  return out;
}

const nodeUserIds = { uid: 1000, gid: 1000 };

/**
 * The Dockerfile as stages. Each stage: { name, index, line, base: { image } | { stage },
 * instructions: [{ line, keyword, … }] } where ARG and ENV are resolved in order (each
 * instruction carries the variables in force), COPY has { from, chown, chmod, sources, dest },
 * RUN { shell } or { exec }, CMD/HEALTHCHECK { exec } or { shell }.
 * `buildArgs` stand for `--build-arg`s.
 */
export function parseDockerfile(text, { buildArgs = {} } = {}) {
  const globalArgs = new Map();
  const stages = [];
  let stage = null;
  for (const { line, text: instruction } of logicalLines(text)) {
    const match = /^\s*([A-Za-z]+)(?:\s+(.*))?$/s.exec(instruction);
    if (!match) throw new RecipeError(`line ${line}: not an instruction: ${instruction}`);
    const keyword = (match[1] ?? '').toUpperCase();
    const args = (match[2] ?? '').trim();
    const where = `line ${line} (${keyword})`;
    if (/(^|\s)<<-?["']?[A-Za-z_]/.test(args) && ['RUN', 'COPY', 'ADD'].includes(keyword))
      throw new RecipeError(`${where}: here-documents are not simulated by the container check`);

    if (keyword === 'ARG') {
      const vars = stage ? stage.vars : globalArgs;
      for (const word of rawWords(args)) {
        const [name = '', ...value] = word.split('=');
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new RecipeError(`${where}: bad ARG`);
        const given = Object.hasOwn(buildArgs, name) ? String(buildArgs[name]) : undefined;
        const inherited = stage && globalArgs.has(name) ? globalArgs.get(name) : undefined;
        const declared = value.length
          ? (expandWords(value.join('='), vars, { split: false })[0] ?? '')
          : undefined;
        const resolved = given ?? declared ?? inherited;
        if (resolved !== undefined) vars.set(name, resolved);
        if (stage) {
          stage.argNames.add(name);
          if (resolved !== undefined) stage.args.set(name, resolved);
        }
      }
      continue;
    }

    if (keyword === 'FROM') {
      const { flags, rest } = takeFlags(args);
      refuseFlags(flags, [], where);
      const words = expandWords(rest, globalArgs);
      const [image, as, name] = words;
      if (!image || (words.length !== 1 && !(words.length === 3 && /^as$/i.test(as ?? ''))))
        throw new RecipeError(`${where}: expected FROM <image> [AS <name>]`);
      const parent = stages.find((s) => s.name && s.name === image.toLowerCase());
      stage = {
        name: name ? name.toLowerCase() : null,
        index: stages.length,
        line,
        base: parent ? { stage: parent.name } : { image },
        instructions: [],
        // ARG values and ENV values in force, the ENV ones inherited from a parent stage.
        vars: new Map(parent ? parent.envAtEnd : []),
        args: new Map(),
        argNames: new Set(),
        env: new Map(parent ? parent.envAtEnd : []),
        envAtEnd: new Map(),
      };
      stages.push(stage);
      continue;
    }

    if (!stage) throw new RecipeError(`${where}: comes before the first FROM`);
    const vars = stage.vars;
    const base = { line, keyword };

    switch (keyword) {
      case 'ENV': {
        const words = rawWords(args);
        const pairs = [];
        if (words.length && !(words[0] ?? '').includes('=')) {
          // The old form: ENV <key> <value…>.
          const [key = '', ...rest] = words;
          pairs.push([key, expandWords(rest.join(' '), vars, { split: false })[0] ?? '']);
        } else {
          for (const word of words) {
            const at = word.indexOf('=');
            if (at <= 0) throw new RecipeError(`${where}: expected key=value, got ${word}`);
            // Every value of one ENV sees the variables as they were before it.
            pairs.push([
              word.slice(0, at),
              expandWords(word.slice(at + 1), vars, { split: false })[0] ?? '',
            ]);
          }
        }
        for (const [key, value] of pairs) {
          stage.env.set(key, value);
          vars.set(key, value);
        }
        stage.instructions.push({ ...base, pairs });
        break;
      }
      case 'WORKDIR': {
        const [path] = expandWords(args, vars, { split: false });
        if (!path) throw new RecipeError(`${where}: no path`);
        stage.instructions.push({ ...base, path });
        break;
      }
      case 'COPY': {
        const { flags, rest } = takeFlags(args);
        refuseFlags(flags, ['from', 'chown', 'chmod', 'link'], where);
        const words = execForm(rest) ?? expandWords(rest, vars);
        if (words.length < 2) throw new RecipeError(`${where}: expected sources and a destination`);
        const dest = words[words.length - 1] ?? '';
        const sources = words.slice(0, -1);
        const chown = flags.has('chown')
          ? (expandWords(flags.get('chown') ?? '', vars)[0] ?? '')
          : null;
        stage.instructions.push({
          ...base,
          from: flags.has('from') ? (flags.get('from') ?? '').toLowerCase() : null,
          chown,
          chmod: flags.has('chmod') ? flags.get('chmod') : null,
          sources,
          dest,
        });
        break;
      }
      case 'RUN': {
        const { flags, rest } = takeFlags(args);
        refuseFlags(flags, [], where);
        const exec = execForm(rest);
        // The variables a RUN sees in its environment: the stage's ARGs and ENV.
        stage.instructions.push({
          ...base,
          ...(exec ? { exec } : { shell: rest }),
          env: new Map([...stage.args, ...stage.env]),
        });
        break;
      }
      case 'CMD':
      case 'ENTRYPOINT': {
        const exec = execForm(args);
        stage.instructions.push({ ...base, ...(exec ? { exec } : { shell: args }) });
        break;
      }
      case 'HEALTHCHECK': {
        const { flags, rest } = takeFlags(args);
        refuseFlags(
          flags,
          ['interval', 'timeout', 'start-period', 'start-interval', 'retries'],
          where,
        );
        if (/^NONE$/i.test(rest.trim())) {
          stage.instructions.push({ ...base, none: true, options: flags });
          break;
        }
        const cmd = /^CMD\s+(.*)$/is.exec(rest.trim());
        if (!cmd) throw new RecipeError(`${where}: expected CMD or NONE`);
        const exec = execForm(cmd[1] ?? '');
        stage.instructions.push({
          ...base,
          options: flags,
          ...(exec ? { exec } : { shell: cmd[1] ?? '' }),
        });
        break;
      }
      case 'USER': {
        const [user] = expandWords(args, vars, { split: false });
        stage.instructions.push({ ...base, user: user ?? '' });
        break;
      }
      case 'EXPOSE':
      case 'VOLUME': {
        const values = execForm(args) ?? expandWords(args, vars);
        stage.instructions.push({ ...base, values });
        break;
      }
      case 'STOPSIGNAL': {
        const [signal = ''] = expandWords(args, vars);
        stage.instructions.push({ ...base, signal });
        break;
      }
      case 'LABEL':
        stage.instructions.push({ ...base, text: args });
        break;
      default:
        // ADD (URLs, archives), SHELL, ONBUILD, MAINTAINER…: this recipe does not need them.
        throw new RecipeError(`${where}: not simulated by the container check`);
    }
    stage.envAtEnd = new Map(stage.env);
  }
  if (!stages.length) throw new RecipeError('no FROM: not a Dockerfile');
  for (const s of stages) {
    s.envAtEnd = new Map(s.env);
    delete s.vars;
  }
  return { globalArgs, stages };
}

/** The stage an image build ends with (`target`: a stage name), and every stage it needs. */
export function stagesNeeded(recipe, target = null) {
  const byName = new Map(recipe.stages.filter((s) => s.name).map((s) => [s.name, s]));
  const find = (ref) => {
    const stage = byName.get(ref) ?? (/^\d+$/.test(ref) ? recipe.stages[Number(ref)] : undefined);
    if (!stage) throw new RecipeError(`no stage named ${ref}`);
    return stage;
  };
  const last = target ? find(target.toLowerCase()) : recipe.stages[recipe.stages.length - 1];
  const needed = new Set();
  const visit = (stage) => {
    if (needed.has(stage)) return;
    needed.add(stage);
    if ('stage' in stage.base) visit(find(stage.base.stage));
    for (const step of stage.instructions) {
      if (step.keyword !== 'COPY' || !step.from) continue;
      if (/[:/]/.test(step.from) && !byName.has(step.from))
        throw new RecipeError(
          `line ${step.line}: COPY --from=${step.from} (an image) is not simulated by the container check`,
        );
      visit(find(step.from));
    }
  };
  visit(last);
  return { target: last, stages: recipe.stages.filter((s) => needed.has(s)), find };
}

/**
 * The image's settings at the end of a stage (what `docker inspect` would show), a parent
 * stage's first; `find` from stagesNeeded.
 */
export function imageConfig(stage, find) {
  const config =
    'stage' in stage.base
      ? { ...imageConfig(find(stage.base.stage), find) }
      : {
          workdir: '/',
          user: 'root',
          cmd: null,
          entrypoint: null,
          healthcheck: null,
          expose: [],
          volumes: [],
          stopSignal: 'SIGTERM',
        };
  config.expose = [...config.expose];
  config.volumes = [...config.volumes];
  for (const step of stage.instructions) {
    if (step.keyword === 'WORKDIR') config.workdir = resolvePath(config.workdir, step.path);
    if (step.keyword === 'USER') config.user = step.user;
    if (step.keyword === 'CMD') config.cmd = step;
    if (step.keyword === 'ENTRYPOINT') config.entrypoint = step;
    if (step.keyword === 'HEALTHCHECK') config.healthcheck = step.none ? null : step;
    if (step.keyword === 'EXPOSE') config.expose.push(...step.values);
    if (step.keyword === 'VOLUME') config.volumes.push(...step.values);
    if (step.keyword === 'STOPSIGNAL') config.stopSignal = step.signal;
  }
  config.env = new Map(stage.envAtEnd);
  return config;
}

/** A path inside the image: `path` against the working directory `from`, normalized. */
export function resolvePath(from, path) {
  const parts = (path.startsWith('/') ? path : `${from}/${path}`).split('/');
  const out = [];
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return `/${out.join('/')}`;
}

/** The user ids of a USER or --chown value in the node image (root 0, node 1000). */
export function userIds(user) {
  const [name = '', group] = user.split(':');
  const ids = (value, known) =>
    /^\d+$/.test(value) ? Number(value) : value in known ? known[value] : null;
  const uid = ids(name, { root: 0, node: nodeUserIds.uid });
  const gid =
    group === undefined ? (uid === 0 ? 0 : uid) : ids(group, { root: 0, node: nodeUserIds.gid });
  if (uid === null || gid === null)
    throw new RecipeError(
      `user ${user}: only root, node and numeric ids are known in the node image`,
    );
  return { uid, gid };
}

/** The node image a FROM names: its Node version and variant, or null for another image. */
export function nodeImage(image) {
  const match =
    /^(?:docker\.io\/(?:library\/)?)?node:(\d+)(?:\.(\d+)\.(\d+))?(-[a-z0-9.-]+)?(@sha256:[0-9a-f]{64})?$/.exec(
      image,
    );
  if (!match) return null;
  return {
    major: Number(match[1]),
    version: match[2] === undefined ? null : `${match[1]}.${match[2]}.${match[3]}`,
    variant: (match[4] ?? '').slice(1),
    digest: match[5] ? match[5].slice(1) : null,
  };
}

// --- .dockerignore --------------------------------------------------------------------------

/** A .dockerignore pattern as a regular expression, as moby's patternmatcher builds it. */
function patternRegExp(pattern) {
  let source = '^';
  for (let i = 0; i < pattern.length; i += 1) {
    const ch = pattern[i] ?? '';
    if (ch === '*') {
      if (pattern[i + 1] === '*') {
        i += 1;
        if (pattern[i + 1] === '/') i += 1;
        source += i + 1 >= pattern.length ? '.*' : '(.*/)?';
      } else {
        source += '[^/]*';
      }
    } else if (ch === '?') {
      source += '[^/]';
    } else if (ch === '\\') {
      i += 1;
      source += (pattern[i] ?? '').replace(/[.+^${}()|[\]\\*?]/g, '\\$&');
    } else if (ch === '[') {
      const end = pattern.indexOf(']', i + 1);
      if (end < 0) throw new RecipeError(`.dockerignore: unclosed [ in ${pattern}`);
      source += `[${pattern.slice(i + 1, end).replace(/^!/, '^')}]`;
      i = end;
    } else {
      source += ch.replace(/[.+^${}()|\\]/g, '\\$&');
    }
  }
  return new RegExp(`${source}$`);
}

/**
 * .dockerignore's rules: `isIgnored(path)` for a path relative to the context (forward
 * slashes); `mayReinclude(dir)` whether an exception could bring back something under an
 * ignored folder (then the folder must be walked).
 */
export function dockerignore(text) {
  const patterns = [];
  for (const raw of text.split(/\r?\n/)) {
    let line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const exception = line.startsWith('!');
    if (exception) line = line.slice(1).trim();
    const cleaned = resolvePath('/', line).slice(1);
    if (cleaned === '') continue;
    patterns.push({ exception, text: cleaned, regExp: patternRegExp(cleaned) });
  }
  const matches = (pattern, path) => {
    if (pattern.regExp.test(path)) return true;
    // A pattern that matches a parent folder matches everything under it.
    const parts = path.split('/');
    for (let n = parts.length - 1; n > 0; n -= 1) {
      if (pattern.regExp.test(parts.slice(0, n).join('/'))) return true;
    }
    return false;
  };
  return {
    patterns,
    isIgnored(path) {
      let ignored = false;
      for (const pattern of patterns) {
        if (pattern.exception === ignored && matches(pattern, path)) ignored = !pattern.exception;
      }
      return ignored;
    },
    mayReinclude(dir) {
      return patterns.some(
        (p) =>
          p.exception &&
          (p.regExp.test(dir) ||
            p.text.startsWith(`${dir}/`) ||
            p.text.includes('**') ||
            (p.text.includes('/') && /[*?[]/.test(p.text))),
      );
    },
  };
}

// --- what a command loads -------------------------------------------------------------------

/** Relative module specifiers a JavaScript module imports (static, re-exports, import('…')). */
export function relativeImports(source) {
  const found = new Set();
  const patterns = [
    /\bimport\s*(?:[\w*${}\s,]+?\s*from\s*)?['"](\.{1,2}\/[^'"]+)['"]/g,
    /\bexport\s*(?:\*(?:\s*as\s+\w+)?|\{[^}]*\})\s*from\s*['"](\.{1,2}\/[^'"]+)['"]/g,
    /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) found.add(match[1] ?? '');
  }
  return [...found];
}

/**
 * The script files a command names (`node scripts/x.mjs`, and any *.mjs/*.js argument such
 * as node-line.mjs's target), following `npm run <script>` (and npm start/test) through the
 * `scripts` of the package.json given. Paths as written, relative to the command's folder.
 */
export function scriptsNamed(command, packageJson, depth = 0) {
  const words = Array.isArray(command)
    ? command
    : command.split(/\s+|&&|\|\||;|\|/).filter(Boolean);
  const files = new Set();
  for (const [index, word] of words.entries()) {
    if (/^[\w./@-]+\.(?:mjs|cjs|js)$/.test(word) && !word.startsWith('-') && !/^\w+:/.test(word))
      files.add(word);
    if (word !== 'npm' || depth > 3) continue;
    const sub = words[index + 1];
    const name = sub === 'run' || sub === 'run-script' ? words[index + 2] : sub;
    const script =
      name && (sub === 'run' || sub === 'run-script' || ['start', 'test'].includes(name))
        ? packageJson?.scripts?.[name]
        : undefined;
    if (typeof script === 'string') {
      for (const file of scriptsNamed(script, packageJson, depth + 1)) files.add(file);
    }
  }
  return [...files];
}

// --- compose.yaml ---------------------------------------------------------------------------

const portableForm = /^\$\{[A-Za-z_]\w*(?::?-[^{}$]+|:?\?[^{}$]*)?\}$/;

/**
 * Compose's variable interpolation in one string, with the forms every Compose implementation
 * reads alike: $$, $NAME, ${NAME}, ${NAME:-default}, ${NAME-default}, ${NAME:?err},
 * ${NAME?err}. Returns { value, errors, unportable }: `unportable` names a form that Docker
 * Compose v2 reads but podman-compose 1.0.3 keeps as text (an empty default such as ${NAME:-},
 * a ${…} nested in a default, ${NAME:+alt}); `errors`, a required variable that is not set.
 */
export function interpolate(text, env) {
  const errors = [];
  const unportable = [];
  for (const match of text.matchAll(/\$(\$|\{[^}]*\}?)/g)) {
    if (match[1] === '$') continue;
    if (!portableForm.test(match[0]))
      unportable.push(
        `${match[0]} (in ${JSON.stringify(text)}) is not read alike by every Compose`,
      );
  }
  if (/\$\{[^}]*\$\{/.test(text))
    unportable.push(
      `${JSON.stringify(text)}: a \${…} nested in a default is not read alike by every Compose`,
    );
  const value = text.replace(
    /\$(?:(\$)|([A-Za-z_]\w*)|\{([A-Za-z_]\w*)(?:(:?)([-?])([^{}$]*))?\})/g,
    (whole, escaped, named, braced, colon, op, word) => {
      if (escaped) return '$';
      const name = named ?? braced;
      const set = Object.hasOwn(env, name);
      const current = set ? String(env[name]) : undefined;
      const usable = colon ? current !== undefined && current !== '' : set;
      if (op === undefined) return current ?? '';
      if (op === '-') return usable ? (current ?? '') : word;
      if (!usable) errors.push(`${whole}: ${word || `${name} is not set`}`);
      return current ?? '';
    },
  );
  return { value, errors, unportable: [...new Set(unportable)] };
}

/** Every string in a parsed YAML value, interpolated; what `interpolate` found, with paths. */
export function interpolateAll(value, env, found = { errors: [], unportable: [] }, path = '') {
  if (typeof value === 'string') {
    const result = interpolate(value, env);
    found.errors.push(...result.errors.map((problem) => `${path}: ${problem}`));
    found.unportable.push(...result.unportable.map((problem) => `${path}: ${problem}`));
    return result.value;
  }
  if (Array.isArray(value))
    return value.map((item, i) => interpolateAll(item, env, found, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        interpolateAll(item, env, found, path ? `${path}.${key}` : key),
      ]),
    );
  }
  return value;
}

/**
 * What in a compose file (parsed, before interpolation) one Compose implementation reads
 * differently from another. The file must run on Docker Compose v2 (any version) and on
 * podman-compose 1.0.3 (Debian 12's): short-form env_file only (the long form, with
 * `required:`, needs Docker Compose 2.24 and podman-compose 1.2), no nested or empty-default
 * interpolation.
 */
export function composeProblems(compose) {
  const found = { errors: [], unportable: [] };
  interpolateAll(compose, {}, found);
  const problems = [...found.unportable];
  for (const [name, service] of Object.entries(compose?.services ?? {})) {
    const envFile = service?.env_file;
    if (envFile === undefined) continue;
    const entries = Array.isArray(envFile) ? envFile : [envFile];
    for (const entry of entries) {
      if (typeof entry !== 'string')
        problems.push(
          `services.${name}.env_file: the long form (path/required) needs Docker Compose 2.24 and podman-compose 1.2; podman-compose 1.0.3 refuses it`,
        );
    }
  }
  return [...new Set(problems)];
}

/** A compose `environment:` (mapping or KEY=value list) as a Map; keys without a value skipped. */
export function composeEnvironment(environment) {
  const env = new Map();
  if (Array.isArray(environment)) {
    for (const item of environment) {
      const at = String(item).indexOf('=');
      if (at > 0) env.set(String(item).slice(0, at), String(item).slice(at + 1));
    }
  } else if (environment && typeof environment === 'object') {
    for (const [key, value] of Object.entries(environment)) {
      if (value !== null && value !== undefined) env.set(key, String(value));
    }
  }
  return env;
}
