import {
  Box,
  Button,
  Field,
  HStack,
  IconButton,
  Progress,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from '@chakra-ui/react';
import { FileText, Upload, X } from 'lucide-react';
import { memo, useId, useRef } from 'react';
import { ACCEPTED_EXTENSIONS } from '@/contract/types/clustering';
import { plural } from '@/lib/format';
import type { UploadState } from './useUpload';

interface KeywordInputProps {
  text: string;
  onTextChange: (text: string) => void;
  keywordCount: number;
  /** Why the typed list cannot run (over the run limit), or null. */
  limitMessage: string | null;
  upload: UploadState;
  disabled: boolean;
  /** The user is about to give keywords (opens the file picker, or goes to the text area). */
  onIntent: () => void;
}

/** Spec 000 §2: a text area (one keyword per line) or a .csv/.txt file; typed keywords take precedence. */
export const KeywordInput = memo(function KeywordInput({
  text,
  onTextChange,
  keywordCount,
  limitMessage,
  upload,
  disabled,
  onIntent,
}: KeywordInputProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const fileInputId = useId();
  const uploading = upload.progress !== null;

  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>Keywords (one per line)</Field.Label>
        {/* Not `disabled` (or any attribute) toggled during a run: with 200,000 lines that made Chromium
            process the whole text again, 0.3-0.8 s each time. Edits are ignored while a run lasts. */}
        <Textarea
          value={text}
          onChange={(event) => {
            if (!disabled) onTextChange(event.currentTarget.value);
          }}
          onFocus={onIntent}
          placeholder={'seo tools\nkeyword research tool\nbest seo software'}
          rows={8}
          resize="vertical"
          bg="bg"
          fontFamily="mono"
          fontSize="sm"
          spellCheck={false}
        />
      </Field.Root>
      {/* Beside the field, not its description (Field.HelperText) or invalid state: with 200,000
          lines, changing either made Chromium process the whole text again, 1.8-2 s per change. */}
      {limitMessage ? (
        <Text fontSize="sm" color="fg.error" role="alert" mt="-2">
          {limitMessage}
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.muted" mt="-2">
          {keywordCount > 0
            ? `${plural(keywordCount, 'keyword')} entered${upload.file ? '; they take precedence over the file’s keywords' : ''}`
            : 'Paste or type keywords, or upload a file.'}
        </Text>
      )}

      <Stack gap="2">
        <HStack gap="3" wrap="wrap">
          <VisuallyHidden asChild>
            <input
              id={fileInputId}
              ref={fileRef}
              type="file"
              accept={ACCEPTED_EXTENSIONS.join(',')}
              aria-label="Keyword file (.csv or .txt)"
              tabIndex={-1}
              onChange={(event) => {
                const chosen = event.currentTarget.files?.[0];
                // Clear the input so choosing the same file again still uploads it.
                event.currentTarget.value = '';
                if (chosen) void upload.upload(chosen);
              }}
            />
          </VisuallyHidden>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              onIntent();
              fileRef.current?.click();
            }}
            loading={uploading}
            loadingText="Reading file"
            disabled={disabled}
          >
            <Upload aria-hidden="true" />
            Upload file
          </Button>
          <Text fontSize="sm" color="fg.muted">
            .csv or .txt: Keyword Planner, Search Console, Semrush, Ahrefs, Moz or a plain list
          </Text>
        </HStack>
        {uploading && (
          <HStack gap="3" maxW="sm">
            <Progress.Root
              value={Math.round((upload.progress ?? 0) * 100)}
              size="xs"
              flex="1"
              colorPalette="brand"
              aria-label="Reading file"
            >
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Button size="xs" variant="outline" colorPalette="red" onClick={upload.cancel}>
              Cancel upload
            </Button>
          </HStack>
        )}
        {upload.file && (
          <HStack
            gap="2"
            borderWidth="1px"
            borderRadius="l2"
            bg="bg"
            px="3"
            py="2"
            align="center"
            data-testid="upload-summary"
          >
            <Box color="fg.muted" flexShrink={0}>
              <FileText size={16} aria-hidden="true" />
            </Box>
            <Stack gap="0" flex="1" minW="0">
              <Text fontSize="sm" fontWeight="medium" truncate title={upload.file.file_name}>
                {upload.file.file_name}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {upload.file.summary}
              </Text>
            </Stack>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={`Remove ${upload.file.file_name}`}
              onClick={upload.clear}
              disabled={disabled}
            >
              <X />
            </IconButton>
          </HStack>
        )}
      </Stack>
    </Stack>
  );
});
