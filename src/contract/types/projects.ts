/** Projects (spec 000 §3). Wire names are snake_case. */

export type Project = {
  id: string;
  name: string;
  description: string;
  target_location: string;
  target_language: string;
  total_keywords: number;
  total_clusters: number;
  created_at: string;
  updated_at: string;
};

export type CreateProjectRequest = {
  name: string;
  description?: string;
  target_location?: string;
  target_language?: string;
};
