import { Button, HStack, IconButton, Text, VisuallyHidden } from '@chakra-ui/react';
import { Paperclip, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { api } from '@/api/client';
import type { RankingsRole } from '@/contract';
import { notifyError } from '@/hooks/notify';
import { formatNumber } from '@/lib/format';
import type { AttachedRankings } from './model';

const ATTACH_ERROR = { title: 'Upload failed', description: 'Failed to process file' };

interface AttachRankingsProps {
  role: RankingsRole;
  /** Names the export in the button's accessible label, e.g. 'competitor 1'. */
  owner: string;
  value: AttachedRankings | null;
  onChange: (value: AttachedRankings | null) => void;
  disabled: boolean;
}

/** Attaches a ranking export (Semrush Organic Positions, Ahrefs Organic keywords; Search Console for yours). */
export function AttachRankings({ role, owner, value, onChange, disabled }: AttachRankingsProps) {
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);

  const attach = async (file: File) => {
    setReading(true);
    try {
      const result = await api.post('/api/competitor-rankings', { file, file_name: file.name, role });
      const cut = result.truncated ? `; ${formatNumber(result.rows)} rows, an export limit` : '';
      onChange({
        import_id: result.import_id,
        file_name: result.file_name,
        summary: `${result.format_label}, ${formatNumber(result.keyword_count)} keywords${cut}`,
      });
    } catch (error) {
      notifyError(error, ATTACH_ERROR);
    } finally {
      setReading(false);
    }
  };

  if (value) {
    return (
      <HStack gap="2" minW="0" data-testid="attached-rankings">
        <Paperclip size={14} aria-hidden="true" />
        <Text fontSize="sm" truncate title={value.file_name}>
          {value.file_name}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {value.summary}
        </Text>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={`Remove the rankings of ${owner}`}
          onClick={() => onChange(null)}
          disabled={disabled}
        >
          <X />
        </IconButton>
      </HStack>
    );
  }
  return (
    <>
      <VisuallyHidden asChild>
        <input
          ref={input}
          type="file"
          accept=".csv,.txt,.tsv"
          tabIndex={-1}
          aria-label={`Ranking export of ${owner}`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void attach(file);
          }}
        />
      </VisuallyHidden>
      <Button
        size="sm"
        variant="outline"
        onClick={() => input.current?.click()}
        loading={reading}
        loadingText="Reading"
        disabled={disabled}
        aria-label={`Attach rankings of ${owner}`}
        alignSelf="flex-start"
      >
        <Paperclip aria-hidden="true" />
        Attach rankings
      </Button>
    </>
  );
}
