import {
  Alert,
  Box,
  Button,
  Checkbox,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Input,
  List,
  Portal,
  Progress,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import { api } from '@/api/client';
import type { SyncConflictView, SyncProfile, SyncStatus } from '@/contract';
import { PROFILE_DISPLAY_NAME } from '@/contract/settings';
import { useRemote } from '@/hooks/useRemote';
import { ApiError } from '@/contract/errors';
import { syncWords } from './syncWords';

interface SyncPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
  status: SyncStatus | null;
  onChanged: () => void;
}

const detailOf = (error: unknown): string =>
  error instanceof ApiError ? error.detail : 'Something went wrong. Try again, or reload the page.';

function ConflictRow({
  conflict,
  onChoose,
}: {
  conflict: SyncConflictView;
  onChoose: (choice: 'mine' | 'theirs') => void;
}) {
  const what =
    conflict.fields[0] === 'deleted'
      ? 'deleted on one side, edited on the other'
      : `both changed ${conflict.fields.join(', ')}`;
  return (
    <Box borderWidth="1px" rounded="md" p="3" data-testid="sync-conflict">
      <Text fontWeight="medium">
        {conflict.label}: {what}
        {conflict.origin === 'server' && ' (two versions on the server, written by another replicator)'}
      </Text>
      <Text fontSize="sm">
        {conflict.origin === 'server' ? 'Mine (the version the server set aside)' : 'This device'}: {conflict.mine}
      </Text>
      <Text fontSize="sm">
        {conflict.origin === 'server' ? 'Theirs (the version the server shows)' : 'The server'}: {conflict.theirs}
      </Text>
      <HStack mt="2" gap="2">
        <Button size="xs" onClick={() => onChoose('mine')}>
          Keep mine
        </Button>
        <Button size="xs" variant="outline" onClick={() => onChoose('theirs')}>
          Keep theirs
        </Button>
      </HStack>
    </Box>
  );
}

function Lists({ status }: { status: SyncStatus }) {
  return (
    <Stack gap="2" fontSize="sm">
      <Box>
        <Text fontWeight="medium">What syncs</Text>
        <List.Root ps="5">
          {status.synced_data.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List.Root>
      </Box>
      <Box>
        <Text fontWeight="medium">What stays on this device</Text>
        <List.Root ps="5">
          {status.device_only_data.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List.Root>
      </Box>
      <Text color="fg.muted">
        This app runs without a server of its own: users and workspaces are created on the CouchDB server by its admin
        (npm run couch:setup), not here.
      </Text>
    </Stack>
  );
}

const loadProfile = () => api.get('/api/sync/profile');

/** The local profile's name: editable offline; while connected it is the server's user name. */
function ProfileForm({ profile, onSaved }: { profile: SyncProfile; onSaved: (profile: SyncProfile) => void }) {
  const [name, setName] = useState(profile.display_name);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaved(false);
    try {
      onSaved(await api.put('/api/sync/profile', { display_name: name }));
      setSaved(true);
    } catch (caught) {
      setError(detailOf(caught));
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} aria-label="Your profile">
      <Stack gap="2">
        <Field.Root invalid={error !== null} disabled={profile.name_from_server}>
          <Field.Label>Display name</Field.Label>
          <HStack gap="2" align="start">
            <Input
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={PROFILE_DISPLAY_NAME.maxChars}
              autoComplete="nickname"
            />
            <Button type="submit" variant="outline" disabled={profile.name_from_server}>
              Save name
            </Button>
          </HStack>
          <Field.HelperText>
            {profile.name_from_server
              ? `Signed in: your name is the server's user name, ${profile.server_user}. It is the author of what you make.`
              : 'Kept on this device only; the author of what you make here. When you connect, your name becomes your user name on the server.'}
          </Field.HelperText>
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        {saved && (
          <Text fontSize="sm" role="status">
            Name saved.
          </Text>
        )}
      </Stack>
    </form>
  );
}

/** The Sync panel: connect to a CouchDB server, see what waits, choose between conflicting versions. */
export default function SyncPanel({ open, onOpenChange, trigger, status, onChanged }: SyncPanelProps) {
  const [serverUrl, setServerUrl] = useState(status?.server_url ?? 'http://127.0.0.1:5984/workspace');
  const [username, setUsername] = useState(status?.username ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const profile = useRemote(loadProfile);
  const refreshProfile = profile.refresh;
  useEffect(() => api.subscribe(['sync'], () => refreshProfile()), [refreshProfile]);

  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      setPassword('');
    } catch (caught) {
      setError(detailOf(caught));
    } finally {
      setBusy(false);
      onChanged();
    }
  };

  const connect = (event: FormEvent) => {
    event.preventDefault();
    void act(() => api.post('/api/sync/connect', { server_url: serverUrl, username, password, remember }));
  };
  const connected = status !== null && status.state !== 'disconnected' && status.state !== 'signed-out';

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="center"
      scrollBehavior="inside"
      finalFocusEl={() => trigger.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <Dialog.Header>
              <Dialog.Title>Sync</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {status && (
                  <Text role="status" data-testid="sync-status">
                    {syncWords(status)}
                  </Text>
                )}
                {status?.progress !== null && status?.progress !== undefined && (
                  <Progress.Root value={Math.round(status.progress * 100)} size="sm" aria-label="First sync">
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                )}
                {error && (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                  </Alert.Root>
                )}
                {status?.conflicts.map((conflict) => (
                  <ConflictRow
                    key={conflict.id}
                    conflict={conflict}
                    onChoose={(choice) =>
                      void act(() => api.post(`/api/sync/conflicts/${encodeURIComponent(conflict.id)}`, { choice }))
                    }
                  />
                ))}
                {status?.refused.map((refusal) => (
                  <Alert.Root key={refusal.id} status="warning" data-testid="sync-refused">
                    <Alert.Indicator />
                    <Alert.Title>
                      {refusal.label} kept on this device, not synced: {refusal.reason}
                    </Alert.Title>
                  </Alert.Root>
                ))}
                {profile.state.status === 'ready' && (
                  <ProfileForm
                    // Connecting or disconnecting replaces the name: the form starts again from it.
                    key={profile.state.data.server_user ?? 'local'}
                    profile={profile.state.data}
                    onSaved={profile.replace}
                  />
                )}
                <form onSubmit={connect}>
                  <Stack gap="3">
                    <Field.Root required>
                      <Field.Label>Server URL</Field.Label>
                      <Input value={serverUrl} onChange={(e) => setServerUrl(e.target.value)} inputMode="url" />
                      <Field.HelperText>
                        The server and the workspace database, e.g. http://127.0.0.1:5984/workspace. Your personal
                        database (your own work on all your devices) syncs too; without a workspace
                        (http://127.0.0.1:5984/) only it syncs.
                      </Field.HelperText>
                    </Field.Root>
                    <Field.Root required>
                      <Field.Label>Username</Field.Label>
                      <Input value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" />
                    </Field.Root>
                    <Field.Root required>
                      <Field.Label>Password</Field.Label>
                      <Input
                        type="password"
                        value={password}
                        onChange={(e) => setPassword(e.target.value)}
                        autoComplete="current-password"
                      />
                    </Field.Root>
                    <Checkbox.Root checked={remember} onCheckedChange={(d) => setRemember(d.checked === true)}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>Remember on this device</Checkbox.Label>
                    </Checkbox.Root>
                    <Text fontSize="xs" color="fg.muted">
                      {remember
                        ? "The password is kept unencrypted in this browser's storage for this app (IndexedDB) on this device, so sync resumes after a reload."
                        : 'The password is kept only while this page is open; after a reload you enter it again.'}
                    </Text>
                    <HStack gap="2" wrap="wrap">
                      <Button type="submit" colorPalette="brand" loading={busy}>
                        Connect
                      </Button>
                      <Button
                        variant="outline"
                        disabled={!connected || busy}
                        onClick={() => void act(() => api.post('/api/sync/now'))}
                      >
                        Sync now
                      </Button>
                      <Button
                        variant="ghost"
                        disabled={status?.state === 'disconnected' || busy}
                        onClick={() => void act(() => api.post('/api/sync/disconnect'))}
                      >
                        Disconnect
                      </Button>
                    </HStack>
                  </Stack>
                </form>
                {status && <Lists status={status} />}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
