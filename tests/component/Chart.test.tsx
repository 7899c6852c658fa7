import { ChakraProvider } from '@chakra-ui/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '@/app/theme';
import { Chart } from '@/components/charts/Chart';
import { barOption } from '@/components/charts/options/bar';
import { renderWithTheme } from './render';

// jsdom has no canvas: the module that owns ECharts is replaced by a recording fake instance.
const fake = vi.hoisted(() => ({
  createChart: vi.fn(),
  setOption: vi.fn(),
  resize: vi.fn(),
  dispose: vi.fn(),
  getDataURL: vi.fn(() => 'data:image/png;base64,iVBORw0KGgo='),
}));

vi.mock('@/components/charts/echarts', () => ({
  createChart: fake.createChart.mockImplementation(() => ({
    setOption: fake.setOption,
    resize: fake.resize,
    dispose: fake.dispose,
    getDataURL: fake.getDataURL,
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
  static resize(target: Element) {
    for (const observer of RecordingResizeObserver.instances.filter((item) => item.targets.has(target))) {
      observer.callback([], observer as unknown as ResizeObserver);
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
    expect(fake.setOption).toHaveBeenCalledTimes(1);
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
