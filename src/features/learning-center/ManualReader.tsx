import { Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { api } from '@/api/client';
import type { GuideBlock, ManualLanguageCode, ManualType } from '@/contract';
import { useRemote } from '@/hooks/useRemote';
import { LEARNING_ERROR } from './model';

function Block({ block }: { block: GuideBlock }) {
  switch (block.kind) {
    case 'subheading':
      return (
        <Heading as="h6" size="sm">
          {block.text}
        </Heading>
      );
    case 'paragraph':
      return <Text>{block.text}</Text>;
    case 'note':
      return (
        <Box borderLeftWidth="3px" borderColor="brand.solid" bg="bg.subtle" px="3" py="2">
          <Text>{block.text}</Text>
        </Box>
      );
    case 'steps':
    case 'bullets':
      return (
        <List.Root as={block.kind === 'steps' ? 'ol' : 'ul'} ps="5" gap="1">
          {block.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List.Root>
      );
    case 'flow':
      return (
        <List.Root as="ol" ps="5" gap="1" aria-label="Workflow">
          {block.steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List.Root>
      );
  }
}

function Content({ type, language }: { type: ManualType; language: ManualLanguageCode }) {
  const load = useCallback(
    () => api.get(`/api/learning-center/manuals/content?manual_type=${type}&language=${language}`),
    [type, language],
  );
  const { state } = useRemote(load, { errorToast: LEARNING_ERROR });
  if (state.status !== 'ready')
    return (
      <Text color="fg.muted">{state.status === 'loading' ? 'Loading...' : 'The manual could not be loaded.'}</Text>
    );
  const manual = state.data;
  return (
    <Stack as="article" gap="4" lang={manual.language} aria-label={`${manual.title}: ${manual.subtitle}`}>
      <Heading as="h4" size="md">
        {manual.title}: {manual.subtitle}
      </Heading>
      {manual.sections.map((section) => (
        <Stack as="section" key={section.id} gap="2" aria-labelledby={`manual-${section.id}`}>
          <Heading as="h5" size="sm" id={`manual-${section.id}`}>
            {section.title}
          </Heading>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/** The manual as a page: the same sections the PDF prints, readable by screen readers. */
export function ManualReader({ type, language }: { type: ManualType; language: ManualLanguageCode }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="3">
      <Button size="sm" variant="outline" width="fit-content" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide the manual' : 'Read this manual here'}
      </Button>
      {open && <Content type={type} language={language} />}
    </Stack>
  );
}
