/**
 * The executive dashboard drawn on a canvas for PNG export (and as the PDF's page image): the
 * widgets' titles, figures, confidence, first insight and a small chart, as text, never HTML.
 * Non-finite figures cannot reach it: widget figures are preformatted strings.
 */
import type { DashboardResponse, DashboardWidget } from '@/contract/types/advancedAnalytics';

const WIDTH = 1200;
const PAD = 32;
const WIDGET_HEIGHT = 300;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

function clip(ctx: CanvasRenderingContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function drawChart(
  ctx: CanvasRenderingContext2D,
  w: DashboardWidget,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const values = (w.chart?.values ?? []).filter((v) => Number.isFinite(v));
  if (values.length === 0) return;
  const max = Math.max(1, ...values);
  ctx.strokeStyle = '#3182ce';
  ctx.fillStyle = '#3182ce';
  if (w.metric === 'trends') {
    ctx.beginPath();
    values.forEach((v, i) => {
      const px = x + (i / Math.max(1, values.length - 1)) * width;
      const py = y + height - (v / max) * height;
      if (i === 0) ctx.moveTo(px, py);
      else ctx.lineTo(px, py);
    });
    ctx.lineWidth = 2;
    ctx.stroke();
    return;
  }
  const bar = width / values.length;
  values.forEach((v, i) =>
    ctx.fillRect(x + i * bar + 2, y + height - (v / max) * height, Math.max(1, bar - 4), (v / max) * height),
  );
}

function drawWidget(ctx: CanvasRenderingContext2D, w: DashboardWidget, x: number, y: number, width: number) {
  ctx.strokeStyle = '#cbd5e0';
  ctx.lineWidth = 1;
  ctx.strokeRect(x, y, width, WIDGET_HEIGHT - 16);
  ctx.fillStyle = '#1a202c';
  ctx.font = `600 20px ${FONT}`;
  ctx.fillText(clip(ctx, w.title, width - 32), x + 16, y + 32);
  ctx.font = `14px ${FONT}`;
  ctx.fillStyle = '#4a5568';
  ctx.fillText(`${w.type} · ${w.size} · confidence ${w.confidence_score}/100`, x + 16, y + 54);
  ctx.fillStyle = '#1a202c';
  w.figures.forEach((f, i) =>
    ctx.fillText(clip(ctx, `${f.label}: ${f.value}`, width / 2 - 24), x + 16, y + 84 + i * 22),
  );
  if (w.insights[0]) {
    ctx.fillStyle = '#4a5568';
    ctx.fillText(clip(ctx, w.insights[0], width - 32), x + 16, y + WIDGET_HEIGHT - 36);
  }
  drawChart(ctx, w, x + width / 2, y + 72, width / 2 - 24, 150);
}

/** The dashboard as a PNG image with its size in pixels. */
export async function drawDashboard(d: DashboardResponse): Promise<{ blob: Blob; width: number; height: number }> {
  const canvas = document.createElement('canvas');
  const rows = Math.max(1, d.widgets.length);
  canvas.width = WIDTH;
  canvas.height = PAD * 2 + 110 + rows * WIDGET_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw images: use the PDF export.');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#1a202c';
  ctx.font = `700 28px ${FONT}`;
  ctx.fillText('Executive dashboard', PAD, PAD + 28);
  ctx.font = `14px ${FONT}`;
  ctx.fillStyle = '#4a5568';
  ctx.fillText(
    clip(
      ctx,
      `Period ${d.period} · generated ${d.generated_at.slice(0, 16).replace('T', ' ')} UTC · ${d.summary_stats.data_freshness}`,
      WIDTH - 2 * PAD,
    ),
    PAD,
    PAD + 56,
  );
  ctx.fillText(clip(ctx, `Based on: ${d.based_on}`, WIDTH - 2 * PAD), PAD, PAD + 78);
  d.widgets.forEach((w, i) => drawWidget(ctx, w, PAD, PAD + 110 + i * WIDGET_HEIGHT, WIDTH - 2 * PAD));
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((png) => (png ? resolve(png) : reject(new Error('The image could not be made.'))), 'image/png'),
  );
  return { blob, width: canvas.width, height: canvas.height };
}

export const dashboardPng = async (d: DashboardResponse): Promise<Blob> => (await drawDashboard(d)).blob;
