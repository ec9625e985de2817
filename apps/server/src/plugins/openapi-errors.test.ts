import { describe, expect, it } from 'vitest';
import { documentedErrors, type RouteShape } from './openapi-errors';

const shape = (over: Partial<RouteShape>): RouteShape => ({
  methods: ['GET'],
  public: false,
  roles: false,
  beforePasswordChange: false,
  takesInput: false,
  hasParams: false,
  extra: [],
  ...over,
});

describe('the error statuses an operation documents', () => {
  it('gives a public read without input only the limit, an internal error and an outage', () => {
    expect(documentedErrors(shape({ public: true }))).toEqual([429, 500, 503]);
  });

  it('adds 401 for a session, 403 for roles, 404 for a named thing, 400 for input', () => {
    // A session that must change its password first is refused everything but that change.
    expect(documentedErrors(shape({}))).toEqual([401, 403, 429, 500, 503]);
    expect(documentedErrors(shape({ beforePasswordChange: true }))).toEqual([401, 429, 500, 503]);
    expect(documentedErrors(shape({ roles: true, takesInput: true, hasParams: true }))).toEqual([
      400, 401, 403, 404, 429, 500, 503,
    ]);
  });

  it('adds 400 and 413 for a method that takes a body, and the route’s own statuses once each', () => {
    expect(
      documentedErrors(shape({ methods: ['POST'], beforePasswordChange: true, extra: [409, 422, 409] })),
    ).toEqual([400, 401, 409, 413, 422, 429, 500, 503]);
  });
});
