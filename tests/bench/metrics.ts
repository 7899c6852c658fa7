// Clustering agreement measures, as scikit-learn defines them: adjusted Rand index and
// normalised mutual information (arithmetic mean normalisation).

function contingency(truth: readonly string[], predicted: readonly string[]) {
  const cells = new Map<string, number>();
  const rows = new Map<string, number>();
  const cols = new Map<string, number>();
  truth.forEach((t, i) => {
    const p = predicted[i];
    cells.set(`${t}\u0000${p}`, (cells.get(`${t}\u0000${p}`) ?? 0) + 1);
    rows.set(t, (rows.get(t) ?? 0) + 1);
    cols.set(p, (cols.get(p) ?? 0) + 1);
  });
  return { cells: [...cells.values()], rows: [...rows.values()], cols: [...cols.values()] };
}

const pairs = (x: number) => (x * (x - 1)) / 2;

export function adjustedRandIndex(truth: readonly string[], predicted: readonly string[]): number {
  const { cells, rows, cols } = contingency(truth, predicted);
  const n = truth.length;
  const index = cells.reduce((a, c) => a + pairs(c), 0);
  const a = rows.reduce((s, c) => s + pairs(c), 0);
  const b = cols.reduce((s, c) => s + pairs(c), 0);
  const expected = (a * b) / pairs(n);
  const max = (a + b) / 2;
  return max === expected ? 1 : (index - expected) / (max - expected);
}

export function normalizedMutualInformation(truth: readonly string[], predicted: readonly string[]): number {
  const n = truth.length;
  const entropy = (counts: number[]) => -counts.reduce((s, c) => s + (c / n) * Math.log(c / n), 0);
  const rowsOf = new Map<string, number>();
  const colsOf = new Map<string, number>();
  truth.forEach((t) => rowsOf.set(t, (rowsOf.get(t) ?? 0) + 1));
  predicted.forEach((p) => colsOf.set(p, (colsOf.get(p) ?? 0) + 1));
  const cells = new Map<string, number>();
  truth.forEach((t, i) => cells.set(`${t}\u0000${predicted[i]}`, (cells.get(`${t}\u0000${predicted[i]}`) ?? 0) + 1));
  let mi = 0;
  for (const [key, c] of cells) {
    const [t, p] = key.split('\u0000');
    mi += (c / n) * Math.log((c * n) / ((rowsOf.get(t) ?? 1) * (colsOf.get(p) ?? 1)));
  }
  const hu = entropy([...rowsOf.values()]);
  const hv = entropy([...colsOf.values()]);
  return hu + hv === 0 ? 1 : (2 * mi) / (hu + hv);
}

/**
 * Pair view of a clustering: `wrong` is the share of the pairs put together whose labels
 * differ (pairs a labeller would never put on one page), `recall` the share of same-label
 * pairs put together.
 */
export function pairShares(truth: readonly string[], predicted: readonly string[]): { wrong: number; recall: number } {
  const { cells, rows, cols } = contingency(truth, predicted);
  const together = cols.reduce((s, c) => s + pairs(c), 0);
  const right = cells.reduce((s, c) => s + pairs(c), 0);
  const belong = rows.reduce((s, c) => s + pairs(c), 0);
  return { wrong: together === 0 ? 0 : 1 - right / together, recall: belong === 0 ? 1 : right / belong };
}
