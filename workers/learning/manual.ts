/**
 * A manual from a guide book: the sections the app shows as HTML and, from the same sections, the
 * PDF spec. Quick start: the introduction, the workflow diagram and each feature's summary and first
 * three steps. Detailed: also a table of the features, and for each feature (on its own page) all
 * steps, how it works and tips.
 */
import { pdfBrandingOf, type PdfBlock, type PdfDocumentSpec } from '@/lib/pdf';
import type { Branding } from '@/contract/types/enterprise';
import type { GuideBlock, GuideSection, ManualContent, ManualType } from '@/contract/types/learning';
import { FEATURE_TABS, type GuideBook } from './guides';

const QUICK_STEPS = 3;

export function manualContent(book: GuideBook, type: ManualType): ManualContent {
  const about: GuideSection = {
    id: 'about',
    tab: null,
    title: book.headings.about,
    blocks: [
      ...book.about.map((text): GuideBlock => ({ kind: 'paragraph', text })),
      { kind: 'flow', steps: book.workflow },
      { kind: 'paragraph', text: book.workflowCaption },
    ],
  };
  const features = FEATURE_TABS.map((tab): GuideSection => {
    const guide = book.features[tab];
    const blocks: GuideBlock[] =
      type === 'quick_start'
        ? [
            { kind: 'paragraph', text: guide.summary },
            { kind: 'steps', items: guide.steps.slice(0, QUICK_STEPS) },
          ]
        : [
            { kind: 'paragraph', text: guide.summary },
            { kind: 'subheading', text: book.headings.steps },
            { kind: 'steps', items: guide.steps },
            { kind: 'subheading', text: book.headings.details },
            ...guide.details.map((text): GuideBlock => ({ kind: 'paragraph', text })),
            { kind: 'subheading', text: book.headings.tips },
            ...guide.tips.map((text): GuideBlock => ({ kind: 'note', text })),
          ];
    return { id: tab, tab, title: guide.title, blocks };
  });
  return {
    manual_type: type,
    language: book.language,
    title: book.title,
    subtitle: book.subtitles[type],
    sections: [about, ...features],
  };
}

function pdfBlock(block: GuideBlock): PdfBlock {
  switch (block.kind) {
    case 'subheading':
      return { kind: 'heading', level: 3, text: block.text };
    case 'flow':
      return { kind: 'flow', steps: block.steps };
    default:
      return block;
  }
}

/**
 * The PDF spec of a manual: the same sections, with a features table in the detailed manual, under
 * the workspace's branding (logo, company, colours, footer) like every PDF the app writes.
 */
export function manualSpec(
  book: GuideBook,
  type: ManualType,
  generatedAt: Date,
  branding: Branding | null = null,
): PdfDocumentSpec {
  const content = manualContent(book, type);
  const [about, ...features] = content.sections;
  const detailed = type === 'detailed';
  const glance: PdfBlock[] = detailed
    ? [
        { kind: 'heading', level: 2, text: book.headings.glance },
        {
          kind: 'table',
          columns: [
            { header: book.headings.feature, width: 2 },
            { header: book.headings.whatItDoes, width: 5 },
          ],
          rows: FEATURE_TABS.map((tab) => [book.features[tab].title, book.features[tab].summary]),
        },
      ]
    : [];
  const blocks: PdfBlock[] = [
    { kind: 'heading', level: 1, text: about.title },
    ...about.blocks.map(pdfBlock),
    ...glance,
    ...features.flatMap((section): PdfBlock[] => [
      { kind: 'heading', level: 1, text: section.title, pageBreak: detailed },
      ...section.blocks.map(pdfBlock),
    ]),
  ];
  return {
    title: content.title,
    subtitle: content.subtitle,
    language: book.language,
    generatedAt,
    labels: book.labels,
    subject: content.subtitle,
    author: branding?.company_name || 'Topicwise',
    ...(branding ? { branding: pdfBrandingOf(branding) } : {}),
    blocks,
  };
}
