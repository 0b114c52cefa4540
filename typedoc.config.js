// @ts-check
import { readFileSync } from 'node:fs';

/**
 * The request and response body types of the generated codecs are not exported by name: they follow Kafka's message
 * specs, change with them, and are named through `ApiMessages` (`ApiMessages['Produce']['request']`). Every other
 * type a public signature mentions must be exported, so `notExported` validation fails the build on a new leak.
 */
const messageTypes = [...readFileSync(new URL('./src/protocol/messages/api-keys.generated.ts', import.meta.url), 'utf8')
  .matchAll(/^ {4}(?:request|response): (\w+);$/gm)].map((match) => match[1] ?? '');

/** @type {Partial<import('typedoc').TypeDocOptions>} */
const config = {
  name: 'kafka-eos',
  entryPoints: [
    'src/index.ts',
    'src/testing/index.ts',
    'src/protocol/index.ts',
    'src/kafkajs/index.ts',
    'src/opentelemetry/index.ts',
    'src/aws/index.ts',
  ],
  tsconfig: 'tsconfig.typedoc.json',
  out: 'docs/api',
  readme: 'none',
  excludePrivate: true,
  excludeProtected: true,
  excludeInternal: true,
  disableSources: true,
  treatWarningsAsErrors: true,
  validation: {
    notExported: true,
    invalidLink: true,
    rewrittenLink: true,
    notDocumented: true,
    unusedMergeModuleWith: true,
  },
  intentionallyNotExported: messageTypes,
  requiredToBeDocumented: [
    'Enum',
    'EnumMember',
    'Variable',
    'Function',
    'Class',
    'Constructor',
    'Property',
    'Method',
    'Accessor',
    'Interface',
    'TypeAlias',
    'Namespace',
  ],
};

export default config;
