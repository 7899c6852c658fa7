import { Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { FolderPlus, History } from 'lucide-react';
import { memo } from 'react';
import { plural } from '@/lib/format';
import type { ProjectsState } from './useProjects';

interface ProjectBarProps {
  projects: ProjectsState;
  onAdd: () => void;
  historyOpen: boolean;
  onToggleHistory: () => void;
}

/** Spec 000 §2: project selector with an add-project button, showing keyword and cluster counts. */
export const ProjectBar = memo(function ProjectBar({ projects, onAdd, historyOpen, onToggleHistory }: ProjectBarProps) {
  const selected = projects.projects.find((p) => p.id === projects.selectedId) ?? null;
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'flex-end' }}>
      <Field.Root maxW={{ sm: 'sm' }}>
        <Field.Label>Project</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={projects.selectedId ?? ''}
            onChange={(event) => projects.select(event.currentTarget.value === '' ? null : event.currentTarget.value)}
            bg="bg"
          >
            <option value="">No project</option>
            {projects.projects.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <HStack gap="3" wrap="wrap">
        <Button size="sm" variant="outline" onClick={onAdd}>
          <FolderPlus aria-hidden="true" />
          Add project
        </Button>
        <Button size="sm" variant="outline" onClick={onToggleHistory} aria-expanded={historyOpen}>
          <History aria-hidden="true" />
          {historyOpen ? 'Hide run history' : 'Run history'}
        </Button>
        {selected && (
          <Text fontSize="sm" color="fg.muted" data-testid="project-counts">
            {plural(selected.total_keywords, 'keyword')} · {plural(selected.total_clusters, 'cluster')}
          </Text>
        )}
      </HStack>
    </Stack>
  );
});
