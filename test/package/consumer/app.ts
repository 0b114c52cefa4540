// A consumer application of the packed tarball, compiled by test/package/check-package.ts under every module
// setting users have (NodeNext ESM and CJS, Bundler, node10 + CommonJS) with skipLibCheck false and
// exactOptionalPropertyTypes, then run where the setting emits runnable code. It imports all six entries and
// proves they share one module graph: an error the testing entry's InProcessNetworkClient throws is the root
// entry's NetworkError, is classified by the root's guard as "never sent", and a producer from the root entry
// writes through the testing entry's client into its cluster. The OIDC token provider loads p-retry (ESM-only, a
// dependency installed from the registry) with a dynamic import: it must fetch a token through a retry under CJS too.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError, isKafkaClientError, isNetworkError, NetworkError, oidcClientCredentials, Producer, TransactionalSession, type ProducerConfig, type ProducerOptions } from 'kafka-eos';
import { mskIamTokenProvider, MskIamTokenError } from 'kafka-eos/aws';
import { KafkaJsSource } from 'kafka-eos/kafkajs';
import { extractTraceContext, KafkaEosInstrumentation } from 'kafka-eos/opentelemetry';
import { ApiKey, InMemoryCluster, InProcessNetworkClient, ManualClock } from 'kafka-eos/testing';
import { apis, crc32c, murmur2, Writer } from 'kafka-eos/protocol';

const config: ProducerConfig = { clientId: 'consumer-app', lingerMs: 0, acks: 'all', compression: 'none' };

function fail(message: string): never {
  throw new Error(`consumer app: ${message}`);
}

export async function main(): Promise<void> {
  const clock = new ManualClock();
  const cluster = new InMemoryCluster({ clock, brokers: 1, topics: [{ name: 'orders', partitions: 1 }] });
  cluster.advanceClock(1); // throws unless the cluster sees the testing entry's ManualClock as its own class
  const network = new InProcessNetworkClient(cluster);

  // One module graph: the testing entry's client throws the root entry's NetworkError, never sent.
  cluster.setBrokerUp(1, false);
  try {
    await network.send(1, 'Metadata', () => apis.Metadata.request.create({ topics: [] }));
    fail('a down broker answered');
  } catch (error) {
    if (!(error instanceof NetworkError)) fail('the testing entry threw a NetworkError of another copy');
    if (!isNetworkError(error) || !isKafkaClientError(error)) fail('the brand guards do not recognise the error');
    if (error.requestSent) fail('a refused connection was classified as "may have been written"');
  }
  cluster.setBrokerUp(1, true);

  const options: ProducerOptions = { ...config, network };
  const producer = new Producer(options);
  try {
    const metadata = await producer.send({ topic: 'orders', value: 'one' });
    if (metadata.offset !== 0n) fail(`unexpected offset ${String(metadata.offset)}`);
  } finally {
    await producer.close();
    await network.close();
  }

  // The KafkaJS entry (which never loads KafkaJS itself) shares the graph too: its ConfigError is the root's.
  try {
    new KafkaJsSource({ consumer: {} as never, groupId: '' });
    fail('the KafkaJS adapter accepted no consumer');
  } catch (error) {
    if (!(error instanceof ConfigError)) fail('the kafkajs entry threw a ConfigError of another copy');
  }
  if (typeof TransactionalSession !== 'function') fail('the root entry has no TransactionalSession');

  // OIDC: the first answer is a 503, so the token arrives through p-retry's retry.
  let requests = 0;
  const server = createServer((request, response) => {
    requests++;
    request.resume();
    request.on('end', () => {
      if (requests === 1) response.writeHead(503).end('busy');
      else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 'oidc-ok', expires_in: 60 }));
    });
  });
  await new Promise<void>((resolve) => { server.listen(0, '127.0.0.1', resolve); });
  try {
    const { port } = server.address() as AddressInfo;
    const token = await oidcClientCredentials({ tokenEndpointUrl: `http://127.0.0.1:${port}/token`, clientId: 'app', clientSecret: 'secret', retryBackoffMs: 1 })();
    if (token.value !== 'oidc-ok' || requests !== 2) fail(`OIDC: got ${token.value} after ${requests} requests`);
  } finally {
    server.close();
  }
  // The OpenTelemetry entry (with @opentelemetry/api, its optional peer, installed) shares the graph: its
  // ConfigError is the root's; enabled on the global no-op providers it lets a send through untouched.
  try {
    new KafkaEosInstrumentation({ propagateContext: 'yes' as never });
    fail('the OpenTelemetry instrumentation accepted a bad option');
  } catch (error) {
    if (!(error instanceof ConfigError)) fail('the opentelemetry entry threw a ConfigError of another copy');
  }
  const instrumentation = new KafkaEosInstrumentation();
  instrumentation.enable();
  const traced = new Producer({ ...config, network: new InProcessNetworkClient(cluster) });
  try {
    if ((await traced.send({ topic: 'orders', value: 'two' })).offset !== 1n) fail('a send with the instrumentation enabled went astray');
  } finally {
    instrumentation.disable();
    await traced.close();
  }
  if (typeof extractTraceContext([]) !== 'object') fail('extractTraceContext returned no context');

  // The AWS entry: its ConfigError is the root's; it signs with the given credentials, and without any it names
  // its optional peer (not installed here), loaded with a dynamic import under CJS too.
  try {
    mskIamTokenProvider({ region: '' });
    fail('the MSK IAM token provider accepted an empty region');
  } catch (error) {
    if (!(error instanceof ConfigError)) fail('the aws entry threw a ConfigError of another copy');
  }
  const msk = await mskIamTokenProvider({ region: 'eu-west-1', credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' } })();
  if (!Buffer.from(msk.value, 'base64url').toString('utf8').startsWith('https://kafka.eu-west-1.amazonaws.com/?Action=kafka-cluster%3AConnect&')) fail('the MSK IAM token is not a presigned URL');
  try {
    await mskIamTokenProvider({ region: 'eu-west-1' })();
    fail('the MSK IAM token provider found a credential chain that is not installed');
  } catch (error) {
    if (!(error instanceof MskIamTokenError) || error.packageName !== '@aws-sdk/credential-providers') fail(`the missing credential chain was not named: ${String(error)}`);
  }

  const writer = new Writer(16);
  writer.writeInt32(ApiKey.Produce);
  if (crc32c(writer.toBuffer()) === murmur2(Buffer.from('x'))) fail('impossible checksum collision');
  console.log('CONSUMER-APP-OK');
}
