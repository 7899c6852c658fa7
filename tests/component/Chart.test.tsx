import { ChakraProvider } from '@chakra-ui/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppSystem } from '@/app/theme';
import { Chart } from '@/components/charts/Chart';
import { barOption } from '@/components/charts/options/bar';
import { renderWithTheme } from './render';

const system = createAppSystem();

// jsdom has no canvas: the module that owns ECharts is replaced by a recording fake instance.
const fake = vi.hoisted(() => ({
  createChart: vi.fn(),
  setOption: vi.fn(),
  resize: vi.fn(),
  dispose: vi.fn(),
  getDataURL: vi.fn(() => 'data:image/png;base64,iVBORw0KGgo='),
  isDisposed: vi.fn(() => false),
}));

/** The fake instance's size, as ECharts measured its container at creation. */
const CREATED_SIZE = { width: 600, height: 320 };

vi.mock('@/components/charts/echarts', () => ({
  createChart: fake.createChart.mockImplementation(() => ({
    setOption: fake.setOption,
    resize: fake.resize,
    dispose: fake.dispose,
    getDataURL: fake.getDataURL,
    isDisposed: fake.isDisposed,
    getWidth: () => CREATED_SIZE.width,
    getHeight: () => CREATED_SIZE.height,
  })),
}));

/** Records what each observer watches, so a test can announce that an element changed size. */
class RecordingResizeObserver {
  static instances: RecordingResizeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {
    RecordingResizeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  static resize(target: Element, size?: { width: number; height: number }) {
    const entries = size ? [{ target, contentRect: size } as unknown as ResizeObserverEntry] : [];
    for (const observer of RecordingResizeObserver.instances.filter((item) => item.targets.has(target))) {
      observer.callback(entries, observer as unknown as ResizeObserver);
    }
  }
}

const CAPTION = 'Search volume by cluster';
const SUMMARY = {
  columns: ['Cluster', 'Search volume'],
  rows: [
    ['coffee beans', 5400],
    ['latte art', 900],
  ],
};
const option = barOption({
  categories: ['coffee beans', 'latte art'],
  series: [{ name: 'Search volume', values: [5400, 900] }],
});

function renderChart(overrides: Partial<Parameters<typeof Chart>[0]> = {}) {
  return renderWithTheme(
    <Chart option={option} caption={CAPTION} summary={SUMMARY} fileName="topicwise-volume.png" {...overrides} />,
  );
}

async function drawnChart(): Promise<HTMLElement> {
  const canvas = await screen.findByRole('img', { name: CAPTION });
  await waitFor(() => expect(fake.createChart).toHaveBeenCalledWith(canvas));
  return canvas;
}

beforeEach(() => {
  vi.clearAllMocks();
  RecordingResizeObserver.instances = [];
  vi.stubGlobal('ResizeObserver', RecordingResizeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Chart', () => {
  it('draws the built option into an image named by the caption, with ECharts aria on', async () => {
    renderChart();
    await drawnChart();
    await waitFor(() => expect(fake.setOption).toHaveBeenCalledTimes(1));
    expect(fake.setOption).toHaveBeenCalledWith(
      {
        ...option,
        aria: { enabled: true, label: { enabled: true, description: CAPTION } },
      },
      { notMerge: true },
    );
  });

  it('prefers an explicit aria label for the picture', async () => {
    renderChart({ ariaLabel: 'Coffee beans have six times the volume of latte art' });
    const canvas = await screen.findByRole('img', { name: 'Coffee beans have six times the volume of latte art' });
    await waitFor(() => expect(fake.createChart).toHaveBeenCalledWith(canvas));
  });

  it('replaces the whole option when a new one arrives, without a new instance', async () => {
    const view = renderChart();
    await drawnChart();
    const next = barOption({ categories: ['cold brew'], series: [{ name: 'Search volume', values: [300] }] });
    view.rerender(
      <ChakraProvider value={system}>
        <Chart option={next} caption={CAPTION} summary={SUMMARY} fileName="topicwise-volume.png" />
      </ChakraProvider>,
    );
    await waitFor(() =>
      expect(fake.setOption).toHaveBeenLastCalledWith(expect.objectContaining(next), { notMerge: true }),
    );
    expect(fake.createChart).toHaveBeenCalledTimes(1);
  });

  it('resizes the chart when its container changes size', async () => {
    renderChart();
    const canvas = await drawnChart();
    expect(fake.resize).not.toHaveBeenCalled();
    act(() => RecordingResizeObserver.resize(canvas));
    await waitFor(() => expect(fake.resize).toHaveBeenCalledTimes(1));
  });

  it('does not redraw for the size it was created at, which observing reports first', async () => {
    renderChart();
    const canvas = await drawnChart();
    act(() => RecordingResizeObserver.resize(canvas, CREATED_SIZE));
    act(() => RecordingResizeObserver.resize(canvas, { width: 400, height: 320 }));
    await waitFor(() => expect(fake.resize).toHaveBeenCalledTimes(1));
  });

  it('sets the options of several charts one per task, in order', async () => {
    const order: string[] = [];
    fake.setOption.mockImplementation((given: { series: { name: string }[] }) => {
      order.push(given.series[0].name);
      // A second chart drawn in this same task would already be recorded when this one's task ends.
      queueMicrotask(() => order.push('end of task'));
    });
    const named = (name: string) => barOption({ categories: ['a'], series: [{ name, values: [1] }] });
    renderWithTheme(
      <>
        <Chart option={named('first')} caption="First" summary={SUMMARY} fileName="a.png" />
        <Chart option={named('second')} caption="Second" summary={SUMMARY} fileName="b.png" />
      </>,
    );
    await waitFor(() => expect(order).toEqual(['first', 'end of task', 'second', 'end of task']));
  });

  it('draws scatter series of many points in chunks unless the builder chose otherwise', async () => {
    const scatter = {
      series: [
        { type: 'scatter' as const, name: 'bubbles', data: [[1, 2]] },
        { type: 'scatter' as const, name: 'few', data: [[1, 2]], progressive: 0 },
        { type: 'line' as const, name: 'links', data: [1] },
      ],
    };
    renderChart({ option: scatter });
    await drawnChart();
    await waitFor(() => expect(fake.setOption).toHaveBeenCalledTimes(1));
    const drawn = fake.setOption.mock.calls[0][0] as { series: Record<string, unknown>[] };
    expect(drawn.series[0]).toMatchObject({ progressive: 40, progressiveThreshold: 200 });
    expect(drawn.series[1]).toMatchObject({ progressive: 0 });
    expect(drawn.series[1]).not.toHaveProperty('progressiveThreshold');
    expect(drawn.series[2]).not.toHaveProperty('progressive');
  });

  it('sets a large option in two tasks: the frame, then the data', async () => {
    const points = Array.from({ length: 1_200 }, (_, index) => [index, index]);
    const large = {
      legend: { top: 0 },
      series: [
        { type: 'scatter' as const, name: 'many', data: points.slice(0, 700) },
        { type: 'scatter' as const, name: 'more', data: points.slice(700) },
      ],
    };
    renderChart({ option: large });
    await drawnChart();
    await waitFor(() => expect(fake.setOption).toHaveBeenCalledTimes(2));
    const [[frame, frameFlags], [data, dataFlags]] = fake.setOption.mock.calls as [
      [{ legend: unknown; series: { name: string; data: unknown[] }[] }, unknown],
      [{ series: { data: unknown[] }[] }, unknown],
    ];
    expect(frameFlags).toEqual({ notMerge: true });
    expect(frame.legend).toEqual({ top: 0 });
    expect(frame.series.map((item) => [item.name, item.data.length])).toEqual([
      ['many', 0],
      ['more', 0],
    ]);
    expect(dataFlags).toBeUndefined();
    expect(data.series.map((item) => item.data.length)).toEqual([700, 500]);
  });

  it('disposes of the chart and stops observing on unmount', async () => {
    const view = renderChart();
    const canvas = await drawnChart();
    view.unmount();
    expect(fake.dispose).toHaveBeenCalledTimes(1);
    expect(RecordingResizeObserver.instances.some((observer) => observer.targets.has(canvas))).toBe(false);
  });

  it('shows the caption and gives screen readers the figures as a table', async () => {
    renderChart();
    await drawnChart();
    expect(screen.getByRole('figure', { name: CAPTION })).toBeDefined();
    const table = screen.getByRole('table', { name: CAPTION });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Cluster', 'Search volume']);
    const latte = within(table).getByRole('rowheader', { name: 'latte art' }).closest('tr');
    expect(latte?.textContent).toBe('latte art900');
    expect(within(table).getByRole('row', { name: /coffee beans/ }).textContent).toBe('coffee beans5,400');
  });

  it('downloads the chart as a 2x PNG on a white background under the given name', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderChart();
    await drawnChart();
    const button = screen.getByRole('button', { name: 'Download PNG' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await userEvent.click(button);
    expect(fake.getDataURL).toHaveBeenCalledWith({ type: 'png', pixelRatio: 2, backgroundColor: '#ffffff' });
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('topicwise-volume.png');
    expect(clicked[0].href).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('hands the live instance to onReady, and null once it is disposed', async () => {
    const onReady = vi.fn();
    const view = renderChart({ onReady });
    await drawnChart();
    await waitFor(() => expect(onReady).toHaveBeenCalledWith(expect.objectContaining({ setOption: fake.setOption })));
    view.unmount();
    expect(onReady).toHaveBeenLastCalledWith(null);
  });
});
