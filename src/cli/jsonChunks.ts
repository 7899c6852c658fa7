// JSON.stringify(value, null, 2) in pieces: the big arrays one batch of elements at a time, so a
// 100,000-keyword export (about 115 MB) never exists as one string, nor as one buffer beside it.
const indent = (json: string, by: string) => json.replace(/\n/g, `\n${by}`);

export function* jsonChunks(
  value: Readonly<Record<string, unknown>>,
  streamed: readonly string[],
  batch = 100,
): Generator<string> {
  const keys = Object.keys(value).filter((key) => value[key] !== undefined);
  yield '{';
  for (const [at, key] of keys.entries()) {
    const item = value[key];
    yield `${at === 0 ? '' : ','}\n  ${JSON.stringify(key)}: `;
    if (!streamed.includes(key) || !Array.isArray(item) || item.length === 0) {
      yield indent(JSON.stringify(item, null, 2), '  ');
      continue;
    }
    yield '[\n';
    for (let start = 0; start < item.length; start += batch) {
      // Wrapped one level down, a batch comes out indented as it sits in the whole: no pass over
      // the text to indent it (that pass cost a 100,000-keyword export half a second).
      const wrapped = JSON.stringify({ [key]: item.slice(start, start + batch) }, null, 2);
      const opening = `{\n  ${JSON.stringify(key)}: [\n`;
      yield `${start === 0 ? '' : ',\n'}${wrapped.slice(opening.length, wrapped.length - '\n  ]\n}'.length)}`;
    }
    yield '\n  ]';
  }
  yield keys.length === 0 ? '}' : '\n}';
}
