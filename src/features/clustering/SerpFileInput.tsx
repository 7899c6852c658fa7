import { Box, Button, HStack, IconButton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ListOrdered, Upload, X } from 'lucide-react';
import { memo, useRef } from 'react';
import { SERP_EXTENSIONS } from '@/contract/types/clustering';
import type { SerpUploadState } from './useSerpUpload';

interface SerpFileInputProps {
  serp: SerpUploadState;
  disabled: boolean;
}

/**
 * The optional second file: top-10 results per keyword. Keywords whose results share enough URLs
 * are grouped by SERP overlap; the others by similarity.
 */
export const SerpFileInput = memo(function SerpFileInput({ serp, disabled }: SerpFileInputProps) {
  const fileRef = useRef<HTMLInputElement>(null);

  return (
    <Stack gap="2" data-testid="serp-input">
      <Text fontSize="sm" fontWeight="medium">
        SERP data (optional)
      </Text>
      <HStack gap="3" wrap="wrap">
        <VisuallyHidden asChild>
          <input
            ref={fileRef}
            type="file"
            accept={SERP_EXTENSIONS.join(',')}
            aria-label="SERP file (.csv, .txt or .json)"
            tabIndex={-1}
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (chosen) void serp.upload(chosen);
            }}
          />
        </VisuallyHidden>
        <Button
          size="sm"
          variant="outline"
          onClick={() => fileRef.current?.click()}
          loading={serp.uploading}
          loadingText="Reading SERP file"
          disabled={disabled}
        >
          <Upload aria-hidden="true" />
          Upload SERP file
        </Button>
        <Text fontSize="sm" color="fg.muted" flex="1" minW="12rem">
          Top 10 results per keyword: Ahrefs SERP overview, Semrush, any Keyword/Position/URL CSV, or a saved DataForSEO
          or SerpApi .json. Keywords that share enough results go on one page.
        </Text>
      </HStack>
      {serp.file && (
        <HStack gap="2" borderWidth="1px" borderRadius="l2" bg="bg" px="3" py="2" data-testid="serp-summary">
          <Box color="fg.muted" flexShrink={0}>
            <ListOrdered size={16} aria-hidden="true" />
          </Box>
          <Stack gap="0" flex="1" minW="0">
            <Text fontSize="sm" fontWeight="medium" truncate title={serp.file.file_name}>
              {serp.file.file_name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {serp.file.summary}
            </Text>
          </Stack>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={`Remove ${serp.file.file_name}`}
            onClick={serp.clear}
            disabled={disabled}
          >
            <X />
          </IconButton>
        </HStack>
      )}
    </Stack>
  );
});
