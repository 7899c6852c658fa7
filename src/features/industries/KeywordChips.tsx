import { Box, Button, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';

interface KeywordChipsProps {
  keywords: readonly string[];
  /** How many to show before the rest are hidden. */
  limit: number;
  /** Offer a 'Show all' toggle; otherwise the hidden ones are counted as '+N more'. */
  expandable?: boolean;
  label: string;
}

/** A cluster's keywords as small chips, capped at `limit`. */
export function KeywordChips({ keywords, limit, expandable = false, label }: KeywordChipsProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const hidden = Math.max(0, keywords.length - limit);
  const shown = expanded ? keywords : keywords.slice(0, limit);
  return (
    <Box>
      <Box
        as="ul"
        id={listId}
        aria-label={label}
        display="flex"
        flexWrap="wrap"
        gap="1.5"
        listStyleType="none"
        m="0"
        p="0"
      >
        {shown.map((keyword) => (
          <Box
            as="li"
            key={keyword}
            fontSize="xs"
            px="2"
            py="0.5"
            borderRadius="md"
            bg="bg.muted"
            color="fg"
            maxW="full"
            overflowWrap="anywhere"
          >
            {keyword}
          </Box>
        ))}
        {!expandable && hidden > 0 && (
          <Text as="li" fontSize="xs" color="fg.muted" px="1" py="0.5">
            +{hidden} more
          </Text>
        )}
      </Box>
      {expandable && hidden > 0 && (
        <Button
          variant="plain"
          size="xs"
          px="0"
          mt="1"
          colorPalette="brand"
          color="colorPalette.fg"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Show fewer' : `Show all ${keywords.length} keywords`}
        </Button>
      )}
    </Box>
  );
}
