import type { FieldError } from './errors.js';

/** Every successful `/api` answer: the data under `data`, unless a route names another key. */
export interface ApiSuccess<T> {
  success: true;
  data: T;
}

/** Every failed `/api` answer. */
export interface ApiFailure {
  success: false;
  error: string;
  details?: FieldError[] | unknown;
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;
