import { Badge, Box, Field, NativeSelect, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Workspace, WorkspaceRole } from '@/contract';

/** Text a person typed: shown as typed (never as markup), line breaks kept, long words wrapped. */
export function UserText({ children, ...rest }: { children: string } & BoxProps) {
  return (
    <Box as="p" whiteSpace="pre-wrap" overflowWrap="anywhere" wordBreak="break-word" unicodeBidi="plaintext" {...rest}>
      {children}
    </Box>
  );
}

export function RoleBadge({ role }: { role: WorkspaceRole }) {
  const palette: Record<WorkspaceRole, string> = { owner: 'purple', admin: 'red', editor: 'blue', viewer: 'gray' };
  return (
    <Badge colorPalette={palette[role]} variant={role === 'owner' ? 'solid' : 'subtle'}>
      {role}
    </Badge>
  );
}

export function ScopeBadge({ workspace }: { workspace: Workspace }) {
  return workspace.scope === 'device' ? (
    <Badge colorPalette="orange" variant="outline">
      This device only
    </Badge>
  ) : (
    <Badge colorPalette="green" variant="outline">
      Shared through sync
    </Badge>
  );
}

/** Which workspace the Sharing, Comments and Activity tools work in. */
export function WorkspacePicker({
  workspaces,
  value,
  onChange,
}: {
  workspaces: Workspace[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  if (workspaces.length === 0) return null;
  return (
    <Field.Root maxW="sm">
      <Field.Label>Workspace</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value ?? ''} onChange={(event) => onChange(event.currentTarget.value)}>
          {workspaces.map((workspace) => (
            <option key={workspace.workspace_id} value={workspace.workspace_id}>
              {workspace.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function Refusal({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <Text fontSize="sm" color={{ base: 'red.700', _dark: 'red.300' }} role="note">
      The sync server refused this: {reason}
    </Text>
  );
}

export function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="l3" p={{ base: '3', md: '4' }}>
      <Text as="h3" id={id} fontWeight="semibold" fontSize="lg" mb="3">
        {title}
      </Text>
      {children}
    </Box>
  );
}
