/**
 * The executive dashboard as a PDF: the PNG drawing on an A4 page plus its figures as text.
 * The one place the dashboard's PDF is made, so moving to the shared PDF module changes only this.
 */
import type { DashboardResponse } from '@/contract/types/advancedAnalytics';
import { dashboardPng } from './dashboardImage';

const MARGIN = 36;

const blobToDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read.'));
    reader.readAsDataURL(blob);
  });

export async function dashboardPdf(d: DashboardResponse): Promise<Blob> {
  const [{ jsPDF }, png] = await Promise.all([import('jspdf'), dashboardPng(d)]);
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  const width = doc.internal.pageSize.getWidth() - 2 * MARGIN;
  const height = doc.internal.pageSize.getHeight() - 2 * MARGIN;
  const image = await blobToDataUrl(png);
  const { width: w, height: h } = doc.getImageProperties(image);
  const scale = Math.min(width / w, height / h);
  doc.addImage(image, 'PNG', MARGIN, MARGIN, w * scale, h * scale);
  doc.setProperties({ title: `Executive dashboard ${d.period}` });
  return doc.output('blob');
}
