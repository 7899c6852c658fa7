/** Projects (spec 000 §3). */
import type { CreateProjectRequest, Project } from '../types/projects';

export interface ProjectsRoutes {
  'GET /api/projects': { request: undefined; response: Project[] };
  'POST /api/projects': { request: CreateProjectRequest; response: Project };
}
