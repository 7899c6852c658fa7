import type { Project } from '../../../contract';
import { ApiError } from '../../../contract/errors';
import { db } from '@/db/database';
import { newRecordMeta } from '@/db/records';
import type { RouteModule } from '../types';
import { bodyObject, charLength, optionalText } from '../validate';

export const PROJECT_NAME_MAX = 100;
export const PROJECT_DESCRIPTION_MAX = 1000;

function projectName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name === '') throw new ApiError(400, 'Project name is required');
  if (charLength(name) > PROJECT_NAME_MAX) {
    throw new ApiError(400, `Project name must be ${PROJECT_NAME_MAX} characters or fewer`);
  }
  return name;
}

export const projectsRoutes = {
  'GET /api/projects': () => db.projects.orderBy('created_at').reverse().toArray(),

  'POST /api/projects': {
    changes: ['projects'],
    handle: async ({ body }) => {
      const input = bodyObject(body);
      const project: Project = {
        ...newRecordMeta(),
        // Stored as typed; the UI renders it as text, so HTML in a name stays inert.
        name: projectName(input.name),
        description: optionalText(input.description, 'Project description', PROJECT_DESCRIPTION_MAX, ''),
        target_location: optionalText(input.target_location, 'Target location', 64, 'US'),
        target_language: optionalText(input.target_language, 'Target language', 16, 'en'),
        total_keywords: 0,
        total_clusters: 0,
      };
      await db.projects.add(project);
      return project;
    },
  },
} satisfies RouteModule;
