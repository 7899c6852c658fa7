/** FAQPage questions from a JSON-LD block (schema.org), wherever they sit: top level, arrays or @graph. */

const MAX_DEPTH = 8;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasType = (node: Record<string, unknown>, type: string) => {
  const declared = node['@type'];
  return Array.isArray(declared) ? declared.includes(type) : declared === type;
};

function collect(node: unknown, depth: number, out: string[]): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(node)) {
    for (const item of node) collect(item, depth + 1, out);
    return;
  }
  if (!isRecord(node)) return;
  if (hasType(node, 'FAQPage')) {
    const entities = Array.isArray(node.mainEntity) ? node.mainEntity : [node.mainEntity];
    for (const entity of entities) {
      if (isRecord(entity) && typeof entity.name === 'string') out.push(entity.name);
    }
  }
  if (node['@graph'] !== undefined) collect(node['@graph'], depth + 1, out);
}

/** The questions of every FAQPage in `text`; a block that is not valid JSON gives none. */
export function faqQuestionsFromJsonLd(text: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  const out: string[] = [];
  collect(data, 0, out);
  return out;
}
