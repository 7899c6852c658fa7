import { Button, CloseButton, Dialog, Field, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ClusteringResult } from '@/contract';
import { plural } from '@/lib/format';
import { moveTargets } from './model';

/** An edit waiting for the user's choice in a dialog. */
export type PendingEdit =
  | {
      kind: 'move';
      fromClusterId: string | null;
      keywordIds: string[];
      suggestedTarget: string | null;
      subject: string;
    }
  | { kind: 'merge'; clusterId: string; subject: string }
  | { kind: 'split'; clusterId: string; keywordIds: string[]; subject: string };

interface EditDialogProps {
  edit: PendingEdit | null;
  result: ClusteringResult;
  saving: boolean;
  onClose: () => void;
  onMove: (keywordIds: string[], toClusterId: string | null) => Promise<boolean>;
  onMerge: (clusterIds: string[]) => Promise<boolean>;
  onSplit: (clusterId: string, keywordIds: string[], name: string) => Promise<boolean>;
}

const UNCLUSTERED_VALUE = '__unclustered__';

function MoveForm({
  edit,
  result,
  saving,
  onClose,
  onMove,
}: EditDialogProps & { edit: Extract<PendingEdit, { kind: 'move' }> }) {
  const targets = moveTargets(result, edit.fromClusterId);
  const first = edit.suggestedTarget ?? targets[0]?.id ?? null;
  const [target, setTarget] = useState<string>(first ?? UNCLUSTERED_VALUE);
  return (
    <FormShell
      title={`Move ${edit.subject}`}
      submitLabel="Move"
      saving={saving}
      onClose={onClose}
      onSubmit={() => onMove(edit.keywordIds, target === UNCLUSTERED_VALUE ? null : target)}
    >
      <Field.Root>
        <Field.Label>Move to</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={target} onChange={(event) => setTarget(event.currentTarget.value)}>
            {targets.map((t) => (
              <option key={t.id ?? UNCLUSTERED_VALUE} value={t.id ?? UNCLUSTERED_VALUE}>
                {t.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </FormShell>
  );
}

function MergeForm({
  edit,
  result,
  saving,
  onClose,
  onMerge,
}: EditDialogProps & { edit: Extract<PendingEdit, { kind: 'merge' }> }) {
  const others = result.clusters.filter((c) => c.id !== edit.clusterId);
  const [other, setOther] = useState(others[0]?.id ?? '');
  const [query, setQuery] = useState('');
  // Hundreds of clusters: typing narrows the list (by name or keyword); the choice follows the first match.
  const needle = query.trim().toLowerCase();
  const shown = needle
    ? others.filter(
        (c) => c.name.toLowerCase().includes(needle) || c.keywords.some((k) => k.text.toLowerCase().includes(needle)),
      )
    : others;
  const chosen = shown.some((c) => c.id === other) ? other : (shown[0]?.id ?? '');
  return (
    <FormShell
      title={`Merge ${edit.subject}`}
      submitLabel="Merge"
      saving={saving}
      onClose={onClose}
      disabled={chosen === ''}
      onSubmit={() => onMerge([edit.clusterId, chosen])}
    >
      <Field.Root>
        <Field.Label>Find a cluster to merge with</Field.Label>
        <Input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          placeholder="Type part of a cluster name or keyword"
        />
        <Field.HelperText>
          {shown.length === others.length
            ? `${plural(others.length, 'cluster')}`
            : `${plural(shown.length, 'match', 'matches')} of ${plural(others.length, 'cluster')}`}
        </Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label>Merge with</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={chosen} onChange={(event) => setOther(event.currentTarget.value)}>
            {shown.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({plural(c.keyword_count, 'keyword')})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>
          The merged cluster keeps the name {edit.subject}; rename it afterwards if you like.
        </Field.HelperText>
      </Field.Root>
    </FormShell>
  );
}

function SplitForm({
  edit,
  saving,
  onClose,
  onSplit,
}: EditDialogProps & { edit: Extract<PendingEdit, { kind: 'split' }> }) {
  const [name, setName] = useState(`${edit.subject} (split)`);
  const trimmed = name.trim();
  return (
    <FormShell
      title={`Split ${plural(edit.keywordIds.length, 'keyword')} into a new cluster`}
      submitLabel="Split"
      saving={saving}
      disabled={trimmed === ''}
      onClose={onClose}
      onSubmit={() => onSplit(edit.clusterId, edit.keywordIds, trimmed)}
    >
      <Field.Root invalid={trimmed === ''}>
        <Field.Label>New cluster name</Field.Label>
        <Input value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={200} />
        <Field.ErrorText>Enter a name</Field.ErrorText>
      </Field.Root>
    </FormShell>
  );
}

interface FormShellProps {
  title: string;
  submitLabel: string;
  saving: boolean;
  disabled?: boolean;
  onClose: () => void;
  onSubmit: () => Promise<boolean>;
  children: React.ReactNode;
}

function FormShell({ title, submitLabel, saving, disabled = false, onClose, onSubmit, children }: FormShellProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit().then((saved) => saved && onClose());
      }}
    >
      <Dialog.Header>
        <Dialog.Title wordBreak="break-word">{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">{children}</Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="brand" loading={saving} disabled={disabled}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </form>
  );
}

/** Move, merge and split as dialogs, so every edit works from the keyboard. */
export function EditDialog(props: EditDialogProps) {
  const { edit, onClose } = props;
  return (
    <Dialog.Root open={edit !== null} onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            {edit?.kind === 'move' && <MoveForm key={edit.keywordIds.join()} {...props} edit={edit} />}
            {edit?.kind === 'merge' && <MergeForm key={edit.clusterId} {...props} edit={edit} />}
            {edit?.kind === 'split' && <SplitForm key={edit.keywordIds.join()} {...props} edit={edit} />}
            {edit === null && <Text srOnly>No edit</Text>}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
