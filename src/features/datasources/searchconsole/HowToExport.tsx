import { List } from '@chakra-ui/react';

/** The two-line how-to next to the import action. */
export function HowToExport() {
  return (
    <List.Root as="ol" fontSize="sm" color="fg.muted" ps="5" gap="0.5">
      <List.Item>In Search Console open Performance → Search results and pick the period.</List.Item>
      <List.Item>
        Choose Export → Download CSV and import that zip here (or any CSV from it, or a query+page export).
      </List.Item>
    </List.Root>
  );
}
