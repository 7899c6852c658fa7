import { Button } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import type { CsvValue } from '@/lib/csv';
import { downloadCsv } from './exportCsv';

interface ExportButtonProps {
  fileName: string;
  header: readonly string[];
  rows: () => readonly (readonly CsvValue[])[];
  label: string;
}

export function ExportButton({ fileName, header, rows, label }: ExportButtonProps) {
  return (
    <Button size="xs" variant="outline" onClick={() => downloadCsv(fileName, header, rows())}>
      <Download aria-hidden="true" />
      {label}
    </Button>
  );
}
