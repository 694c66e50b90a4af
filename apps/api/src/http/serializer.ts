import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { createSerializerCompiler } from 'fastify-type-provider-zod';

type RouteSchema = Parameters<ReturnType<typeof createSerializerCompiler>>[0];

/**
 * Turns a route's answers into JSON. Outside production every answer is checked against its
 * contract schema, strictly: one whose JSON is not exactly the schema's (a key the schema does not
 * name, a value of another type, keys in another order) is an error, so the tests catch a presenter
 * that drifts from the contract. In production the answer, which the presenters' types already tie
 * to the contract, is only stringified: checking every cart against its schema took a seventh of the
 * API's time for a cart read (docs/decisions/0006).
 */
export function answerSerializer(checked: boolean): FastifySerializerCompiler<RouteSchema['schema']> {
  if (!checked) return () => (data) => JSON.stringify(data);
  const compile = createSerializerCompiler();
  return (route: RouteSchema) => {
    const serialize = compile(route);
    return (data) => {
      const json = serialize(data);
      if (json !== JSON.stringify(data)) {
        throw new Error(`The answer of ${route.method} ${route.url} is not exactly its schema's: ${json}`);
      }
      return json;
    };
  };
}
