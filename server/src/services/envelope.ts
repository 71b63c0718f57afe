import type { ApiFailure, ApiSuccess } from '@academy/contracts';

export function ok<T>(data: T): ApiSuccess<T> {
  return { success: true, data };
}

export function failure(error: string): ApiFailure {
  return { success: false, error };
}
