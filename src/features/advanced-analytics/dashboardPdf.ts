/**
 * The executive dashboard as a PDF through the shared PDF module (src/lib/pdf): the dashboard's
 * drawing, then each widget's figures as a table with its insights and recommendations, as text.
 */
import type { DashboardResponse } from '@/contract/types/advancedAnalytics';
import { fetchFontLoader, renderPdf, type PdfBlock } from '@/lib/pdf';
import { drawDashboard } from './dashboardImage';

export async function dashboardPdf(d: DashboardResponse): Promise<Blob> {
  const drawing = await drawDashboard(d);
  const blocks: PdfBlock[] = [
    { kind: 'paragraph', text: `Based on: ${d.based_on}` },
    {
      kind: 'image',
      image: {
        data: new Uint8Array(await drawing.blob.arrayBuffer()),
        format: 'PNG',
        widthPx: drawing.width,
        heightPx: drawing.height,
      },
      caption: `Executive dashboard, period ${d.period}`,
    },
    {
      kind: 'table',
      columns: [{ header: 'Summary' }, { header: 'Value' }],
      rows: [
        ['Widgets', String(d.summary_stats.total_widgets)],
        ['Refresh', d.summary_stats.refresh_rate],
        ['Export formats', d.summary_stats.export_formats.join(', ').toUpperCase()],
        ['Sharing', d.summary_stats.sharing_enabled ? 'On' : 'Off (offline app: export instead)'],
        ['Data freshness', d.summary_stats.data_freshness],
      ],
    },
    ...d.widgets.flatMap((w): PdfBlock[] => [
      { kind: 'heading', level: 2, text: w.title },
      { kind: 'paragraph', text: `${w.type}, ${w.size}, confidence ${w.confidence_score}/100` },
      {
        kind: 'table',
        columns: [
          { header: 'Figure', width: 2 },
          { header: 'Value', align: 'right' },
        ],
        rows: w.figures.map((f) => [f.label, f.value]),
      },
      ...(w.insights.length > 0 ? [{ kind: 'bullets' as const, items: w.insights }] : []),
      ...(w.recommendations.length > 0 ? [{ kind: 'note' as const, text: w.recommendations.join('\n') }] : []),
    ]),
  ];
  const { bytes } = await renderPdf(
    {
      title: 'Executive dashboard',
      subtitle: `Period ${d.period}, generated ${d.generated_at.slice(0, 16).replace('T', ' ')} UTC`,
      language: 'en',
      generatedAt: new Date(d.generated_at),
      titlePage: false,
      contents: false,
      blocks,
    },
    { loadFont: fetchFontLoader(new URL(import.meta.env.BASE_URL, location.origin).href) },
  );
  return new Blob([bytes], { type: 'application/pdf' });
}
