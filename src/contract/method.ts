/** The HTTP methods of the contract's route keys ('GET /api/projects'). */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
