// Route schemas compiled once per test process instead of once per app (issue 19). Fastify compiles every
// route's validators (Ajv) and response serializers (fast-json-stringify) when an app gets ready: about
// 0.5 CPU-s an app, and a run of the server project builds about 140 apps from the same schema objects.
// These are Fastify's own compilers (the versions Fastify itself loads), kept for the next app: Ajv's
// instance, which keeps what it compiled by schema object, and each serializer, by its schema object.
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;
type ValidatorFactory = NonNullable<CompilersFactory['buildValidator']>;

const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const ValidatorSelector = fromFastify('@fastify/ajv-compiler') as () => ValidatorFactory;
const SerializerSelector = fromFastify('@fastify/fast-json-stringify-compiler') as () => SerializerFactory;

/** Fastify's serializer factory, each schema object's serializer made once per set of options. */
function sharedSerializers(): SerializerFactory {
  const build = SerializerSelector();
  const byOptions = new Map<string, WeakMap<object, ReturnType<ReturnType<SerializerFactory>>>>();
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    const key = JSON.stringify([externalSchemas, options]);
    let made = byOptions.get(key);
    if (!made) byOptions.set(key, (made = new WeakMap()));
    const cache = made;
    return (route) => {
      const schema: unknown = route.schema;
      if (typeof schema !== 'object' || schema === null) return compile(route);
      let serializer = cache.get(schema);
      if (!serializer) cache.set(schema, (serializer = compile(route)));
      return serializer;
    };
  };
}

/** Fastify's validator factory: one Ajv per set of shared schemas and options, for every app. */
function sharedValidators(): ValidatorFactory {
  const build = ValidatorSelector();
  return ((externalSchemas: unknown, options: unknown) => {
    const compile = (
      build as (...args: unknown[]) => (route: { schema: unknown; httpPart?: string }) => unknown
    )(externalSchemas, options);
    return (route: { schema: unknown; httpPart?: string }) => {
      // A compiler given through `schemaController` counts as custom: Fastify hands it a headers schema as
      // written, where its own lowercases the names first. No route has one; if one comes, say so.
      if (route.httpPart === 'headers')
        throw new Error('schema-compilers.ts: a headers schema would not be lowercased as Fastify does');
      return compile(route);
    };
  }) as ValidatorFactory;
}

/** For `buildApp({ schemaController })`: the compilers every app of this test process shares. */
export const sharedSchemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildValidator: sharedValidators(), buildSerializer: sharedSerializers() },
};
