/**
 * Monthly series prepared for forecasting: months sorted, months missing between the first and
 * last known one filled by a straight line between their neighbours (and counted), values that are
 * not finite numbers treated as missing. Zeros are real data and kept.
 */

export interface MonthPoint {
  /** 'YYYY-MM' */
  month: string;
  value: number | null;
}

export interface PreparedSeries {
  months: string[];
  values: number[];
  /** Months with no figure that were filled by interpolation. */
  filled: string[];
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function monthIndex(month: string): number | null {
  const match = MONTH.exec(month);
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : null;
}

export function monthName(index: number): string {
  const year = Math.floor(index / 12);
  return `${year}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function addMonths(month: string, count: number): string {
  const index = monthIndex(month);
  return index === null ? month : monthName(index + count);
}

export function prepareSeries(points: readonly MonthPoint[]): PreparedSeries {
  const known = new Map<number, number>();
  for (const point of points) {
    const index = monthIndex(point.month);
    if (index === null || point.value === null || !Number.isFinite(point.value)) continue;
    known.set(index, (known.get(index) ?? 0) + point.value);
  }
  const indices = [...known.keys()].sort((a, b) => a - b);
  if (indices.length === 0) return { months: [], values: [], filled: [] };
  const months: string[] = [];
  const values: number[] = [];
  const filled: string[] = [];
  for (let k = 0; k < indices.length; k++) {
    const index = indices[k];
    months.push(monthName(index));
    values.push(known.get(index) as number);
    const next = indices[k + 1];
    if (next === undefined) continue;
    const [from, to] = [known.get(index) as number, known.get(next) as number];
    for (let gap = index + 1; gap < next; gap++) {
      months.push(monthName(gap));
      values.push(from + ((to - from) * (gap - index)) / (next - index));
      filled.push(monthName(gap));
    }
  }
  return { months, values, filled };
}
