import { describe, expect, it } from 'vitest';
import { ApiError, errorDetail, toApiError } from '@/contract/errors';

describe('ApiError', () => {
  it('carries status and detail in the shape an HTTP client error has', () => {
    const error = new ApiError(400, 'Project name is required');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('Project name is required');
    expect(error.status).toBe(400);
    expect(error.detail).toBe('Project name is required');
    expect(error.response).toEqual({ status: 400, data: { detail: 'Project name is required' } });
  });
});

describe('errorDetail', () => {
  it('reads the detail of an ApiError and of any HTTP-client-shaped error', () => {
    expect(errorDetail(new ApiError(404, 'Route not found: GET /api/nope'))).toBe('Route not found: GET /api/nope');
    expect(errorDetail({ response: { status: 500, data: { detail: 'Server says no' } } })).toBe('Server says no');
  });

  it('is undefined when there is no usable detail, so the caller shows its default text', () => {
    expect(errorDetail(new Error('Network Error'))).toBeUndefined();
    expect(errorDetail(undefined)).toBeUndefined();
    expect(errorDetail('oops')).toBeUndefined();
    expect(errorDetail({ response: null })).toBeUndefined();
    expect(errorDetail({ response: { data: 'text body' } })).toBeUndefined();
    expect(errorDetail({ response: { data: { detail: [{ msg: 'field required' }] } } })).toBeUndefined();
    expect(errorDetail({ response: { data: { detail: '   ' } } })).toBeUndefined();
  });
});

describe('toApiError', () => {
  it('keeps ApiErrors and turns anything else into a 500', () => {
    const original = new ApiError(409, 'Conflict');
    expect(toApiError(original)).toBe(original);
    expect(toApiError(new Error('Quota exceeded'))).toMatchObject({ status: 500, detail: 'Quota exceeded' });
    expect(toApiError('thrown string')).toMatchObject({ status: 500, detail: 'Unexpected error' });
  });
});
