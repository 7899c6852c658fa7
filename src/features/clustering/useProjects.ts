import { useCallback, useEffect, useMemo, useState } from 'react';
import { api } from '@/api/client';
import type { Project } from '@/contract';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { useRemote } from '@/hooks/useRemote';

export interface ProjectsState {
  projects: Project[];
  selectedId: string | null;
  select: (id: string | null) => void;
  /** Asks for a name (spec 000 §2: a prompt; an empty answer does nothing) and creates the project. */
  create: (defaults: { target_location: string; target_language: string }) => Promise<void>;
}

const loadProjects = () => api.get('/api/projects');

/** The project list and the chosen project. Loading failures are silent (spec 000 §8: console only). */
export function useProjects(): ProjectsState {
  const { state, refresh, replace } = useRemote(loadProjects);
  const projects = useMemo(() => (state.status === 'ready' ? state.data : []), [state]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // A run, an edit or a moved run changes project counts, here or in another tab or device.
  useEffect(() => api.subscribe(['projects'], () => refresh()), [refresh]);

  const create = useCallback(
    async (defaults: { target_location: string; target_language: string }) => {
      const answer = window.prompt('Project name');
      const name = answer?.trim() ?? '';
      if (name === '') return;
      try {
        const project = await api.post('/api/projects', { name, description: '', ...defaults });
        replace([...projects.filter((p) => p.id !== project.id), project]);
        setSelectedId(project.id);
        toaster.create({ title: 'Project created', description: project.name, type: 'success' });
      } catch (error) {
        notifyError(error, { title: 'Project creation failed' });
      }
    },
    [projects, replace],
  );

  return useMemo(() => ({ projects, selectedId, select: setSelectedId, create }), [projects, selectedId, create]);
}
