import { useCallback, useEffect, useMemo, useState } from 'react';
import { api } from '@/api/client';
import type { Project } from '@/api/contract';
import { notifyError } from '@/components/notify';
import { toaster } from '@/components/ui/toaster';

export interface ProjectsState {
  projects: Project[];
  selectedId: string | null;
  select: (id: string | null) => void;
  /** Asks for a name (spec 000 §2: a prompt; an empty answer does nothing) and creates the project. */
  create: (defaults: { target_location: string; target_language: string }) => Promise<void>;
  reload: () => void;
}

/** The project list and the chosen project. Loading failures are silent (spec 000 §8: console only). */
export function useProjects(): ProjectsState {
  const [projects, setProjects] = useState<Project[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    api
      .get('/api/projects')
      .then((list) => live && setProjects(list))
      .catch((error: unknown) => console.warn('Could not load projects:', error));
    return () => {
      live = false;
    };
  }, [version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);

  const create = useCallback(
    async (defaults: { target_location: string; target_language: string }) => {
      const answer = window.prompt('Project name');
      const name = answer?.trim() ?? '';
      if (name === '') return;
      try {
        const project = await api.post('/api/projects', { name, description: '', ...defaults });
        setProjects((list) => [...list.filter((p) => p.id !== project.id), project]);
        setSelectedId(project.id);
        toaster.create({ title: 'Project created', description: project.name, type: 'success' });
      } catch (error) {
        notifyError(error, { title: 'Project creation failed' });
      }
    },
    [],
  );

  return useMemo(() => ({ projects, selectedId, select: setSelectedId, create, reload }), [projects, selectedId, create, reload]);
}
