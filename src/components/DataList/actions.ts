import { Download, Eye, Pencil, Share2, Trash2, type LucideIcon } from 'lucide-react';
import type { DataRowActions } from './types';

export interface RowAction<T> {
  id: 'view' | 'edit' | 'delete' | 'share' | 'download';
  label: string;
  icon: LucideIcon;
  run: (row: T) => void;
}

/** Spec 002 §9: the first 2 actions show as icon buttons. */
export const ICON_ACTIONS = 2;

/** The actions given, in the spec's order (view, edit, delete, share, download). */
export function rowActions<T>(handlers: DataRowActions<T>): RowAction<T>[] {
  const all: { id: RowAction<T>['id']; label: string; icon: LucideIcon; run: ((row: T) => void) | undefined }[] = [
    { id: 'view', label: 'View', icon: Eye, run: handlers.onView },
    { id: 'edit', label: 'Edit', icon: Pencil, run: handlers.onEdit },
    { id: 'delete', label: 'Delete', icon: Trash2, run: handlers.onDelete },
    { id: 'share', label: 'Share', icon: Share2, run: handlers.onShare },
    { id: 'download', label: 'Download', icon: Download, run: handlers.onDownload },
  ];
  return all.flatMap(({ run, ...action }) => (run ? [{ ...action, run }] : []));
}
