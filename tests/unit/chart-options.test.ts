import { describe, expect, it } from 'vitest';
import { barOption, type BarOptionInput } from '@/components/charts/options/bar';
import { scatterOption, type ScatterOptionInput } from '@/components/charts/options/scatter';

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

function barInput(horizontal = false): BarOptionInput {
  return {
    categories: ['coffee beans', 'espresso machines', 'latte art'],
    series: [
      { name: 'Search volume', values: [5400, 2900, null] },
      { name: 'Keywords', values: [12, 8, 3] },
    ],
    horizontal,
  };
}

interface AxisLike {
  type?: string;
  data?: unknown[];
}

describe('barOption', () => {
  it('is pure: the same input gives deep-equal options and the input is left as it was', () => {
    const input = deepFreeze(barInput());
    const first = barOption(input);
    expect(barOption(input)).toEqual(first);
    expect(input).toEqual(barInput());
  });

  it('builds plain data that survives JSON unchanged (no functions, no shared frozen arrays)', () => {
    const option = barOption(deepFreeze(barInput(true)));
    expect(JSON.parse(JSON.stringify(option))).toEqual(option);
    expect(Object.isFrozen((option.xAxis as AxisLike).data ?? [])).toBe(false);
  });

  it('puts the categories on the x axis and one bar series per input series', () => {
    const option = barOption(barInput());
    const xAxis = option.xAxis as AxisLike;
    expect(xAxis.type).toBe('category');
    expect(xAxis.data).toEqual(['coffee beans', 'espresso machines', 'latte art']);
    expect((option.yAxis as AxisLike).type).toBe('value');
    expect(option.series).toEqual([
      expect.objectContaining({ type: 'bar', name: 'Search volume', data: [5400, 2900, null] }),
      expect.objectContaining({ type: 'bar', name: 'Keywords', data: [12, 8, 3] }),
    ]);
  });

  it('swaps the axes when horizontal, keeping the data', () => {
    const vertical = barOption(barInput());
    const horizontal = barOption(barInput(true));
    expect((horizontal.yAxis as AxisLike).type).toBe('category');
    expect((horizontal.yAxis as AxisLike).data).toEqual((vertical.xAxis as AxisLike).data);
    expect((horizontal.xAxis as AxisLike).type).toBe('value');
    expect(horizontal.series).toEqual(vertical.series);
  });

  it('shows a legend only when there is more than one series to tell apart', () => {
    const single = barOption({ categories: ['a'], series: [{ name: 'Volume', values: [1] }] });
    expect(single.legend).toEqual(expect.objectContaining({ show: false }));
    expect(barOption(barInput()).legend).toEqual(expect.objectContaining({ show: true }));
  });
});

describe('scatterOption', () => {
  const input: ScatterOptionInput = {
    points: [
      { name: 'coffee beans', x: 40, y: 5400, size: 100 },
      { name: 'latte art', x: 20, y: 900, size: 25 },
      { name: 'cold brew', x: 10, y: 300 },
    ],
    xName: 'Difficulty',
    yName: 'Search volume',
    sizeName: 'Keywords',
  };

  interface ScatterItem {
    name: string;
    value: number[];
    symbolSize: number;
  }
  const items = (option: ReturnType<typeof scatterOption>) => (option.series as { data: ScatterItem[] }[])[0].data;

  it('is pure and JSON-serialisable', () => {
    const frozen = deepFreeze(structuredClone(input));
    const option = scatterOption(frozen);
    expect(scatterOption(frozen)).toEqual(option);
    expect(JSON.parse(JSON.stringify(option))).toEqual(option);
  });

  it('places each named point at (x, y) with its size, and sizes bubbles by area', () => {
    const [beans, latte, coldBrew] = items(scatterOption(input));
    expect(beans).toEqual(expect.objectContaining({ name: 'coffee beans', value: [40, 5400, 100] }));
    expect(coldBrew.value).toEqual([10, 300]);
    // A quarter of the size is half the diameter.
    expect(latte.symbolSize).toBeCloseTo(beans.symbolSize / 2, 1);
    expect(coldBrew.symbolSize).toBeLessThan(latte.symbolSize);
  });

  it('draws every point the same size without a size figure', () => {
    const sizes = items(scatterOption({ ...input, sizeName: undefined })).map((item) => item.symbolSize);
    expect(new Set(sizes).size).toBe(1);
  });
});
