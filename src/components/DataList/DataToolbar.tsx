import { Input, InputGroup, NativeSelect, Stack } from '@chakra-ui/react';
import { Search } from 'lucide-react';

/** The 'Filter by...' choice meaning any column; column options are prefixed so a column key cannot clash. */
export const FILTER_ALL = 'all';
const COLUMN_PREFIX = 'column:';

/** The column key picked in the select, or null for the placeholder and 'All' (any column). */
export function filterKeyOf(choice: string): string | null {
  return choice.startsWith(COLUMN_PREFIX) ? choice.slice(COLUMN_PREFIX.length) : null;
}

interface DataToolbarProps {
  columns: readonly { key: string; header: string }[];
  search: string;
  onSearch: (search: string) => void;
  filterChoice: string;
  onFilterChoice: (choice: string) => void;
  filterValue: string;
  onFilterValue: (value: string) => void;
}

/** Spec 002 §2.2: the search box, the 'Filter by...' column selector and its 'Filter value...' box. */
export function DataToolbar(props: DataToolbarProps) {
  const { columns, search, onSearch, filterChoice, onFilterChoice, filterValue, onFilterValue } = props;
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="2">
      <InputGroup startElement={<Search size={16} aria-hidden="true" />} flex={{ md: 2 }}>
        <Input
          type="search"
          size="sm"
          bg="bg"
          placeholder="Search..."
          aria-label="Search"
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
        />
      </InputGroup>
      <NativeSelect.Root size="sm" flex={{ md: 1 }}>
        <NativeSelect.Field
          bg="bg"
          placeholder="Filter by..."
          aria-label="Filter by"
          value={filterChoice}
          onChange={(event) => onFilterChoice(event.currentTarget.value)}
        >
          <option value={FILTER_ALL}>All</option>
          {columns.map((column) => (
            <option key={column.key} value={`${COLUMN_PREFIX}${column.key}`}>
              {column.header}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Input
        type="search"
        size="sm"
        bg="bg"
        flex={{ md: 1 }}
        placeholder="Filter value..."
        aria-label="Filter value"
        value={filterValue}
        onChange={(event) => onFilterValue(event.currentTarget.value)}
      />
    </Stack>
  );
}
