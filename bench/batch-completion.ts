/**
 * One batch of live values written as the subscriber receives it, in process: the piece of the
 * batched ingest's delivery the product does differently from its strong program (the decomposition
 * in docs/benchmarks.md, Ingest, "Receiving against delivering").
 *
 * - product: the fast event executor (server/src/graphql/event-executor.ts) compiled for the
 *   ingest benchmark's subscription document on the product's real schema, one call per batch:
 *   the batch resolved and completed into the selection's shape as JSON text;
 * - strong program: what bench/baseline-server.ts does for the same batch, each value's text
 *   written by a template string (`JSON.stringify` of uuid, key and value, the time as it is),
 *   joined into the result's text. It knows the selection in advance; the product reads it from
 *   the document (any fields, aliases, order, `__typename`);
 * - limit: the batch's text joined from its values' texts written beforehand (outside the
 *   clock): what is left when writing a value costs nothing.
 * Both write the same text (checked first). Batches of 25 values (the nominal load's 500 values
 * a second in batches of 50 ms) of the ingest benchmark's devices and parameters; 2,000 distinct
 * batches per round, the two taking turns round by round, warm (5 rounds first, not counted),
 * medians over the rounds. Under `NODE_ENV=production`, as the server runs (graphql-js checks
 * its types' realms otherwise).
 *
 * Warm figures: in the server the same work runs 20 times a second between MQTT messages, on
 * cold caches, and costs several times more (the section timings in docs/benchmarks.md).
 * Run: node bench/register.js bench/batch-completion.ts [--quick]
 * (bench/batch-completion-results.json; --quick: a few rounds, .quick.json)
 */
import fs from 'node:fs';
import path from 'node:path';

const QUICK = process.argv.includes('--quick');
const RESULTS = path.join(__dirname, QUICK ? 'batch-completion-results.quick.json' : 'batch-completion-results.json');
const VALUES_PER_BATCH = 25;
const BATCHES = QUICK ? 200 : 2000;
const WARM_ROUNDS = QUICK ? 1 : 5;
const ROUNDS = QUICK ? 2 : 21;
/** The ingest benchmark's subscription (bench/ingest.ts, BATCHES). */
const DOCUMENT = 'subscription B($uuids: [String!]!, $ms: Int) { deviceParameterBatches(uuids: $uuids, intervalMs: $ms) { values { uuid key value timeStamp } } }';

type Value = { kind: 'parameter'; uuid: string; tenantId: number; key: string; value: number; timeStamp: string };

async function main() {
  // Before graphql-js is loaded: it decides its type checks once, at load.
  process.env.NODE_ENV = 'production';
  // `require`, not `import()`: the modules load in this order, through the TypeScript register (bench/register.js).
  require('reflect-metadata');
  const { parse } = require('graphql') as typeof import('graphql');
  const { buildPublicSchema } = require('../server/src/graphql/schema') as typeof import('../server/src/graphql/schema');
  const { compileEventExecutor } = require('../server/src/graphql/event-executor') as typeof import('../server/src/graphql/event-executor');
  const { PARAMS, benchUuids, machine, median } = require('./lib') as typeof import('./lib');

  const uuids = benchUuids(50);
  const schema = await buildPublicSchema();
  const product = compileEventExecutor({ schema, document: parse(DOCUMENT), variableValues: { uuids, ms: 50 }, contextValue: {} });
  if (!product) throw new Error('the executor does not take the benchmark subscription');

  const strong = (batch: Value[]) =>
    `{"data":{"deviceParameterBatches":{"values":[${batch.map((v) => `{"uuid":${JSON.stringify(v.uuid)},"key":${JSON.stringify(v.key)},"value":${JSON.stringify(v.value)},"timeStamp":"${v.timeStamp}"}`).join(',')}]}}}`;

  let sequence = 0;
  const start = Date.UTC(2026, 10, 30, 12);
  const batches: Value[][] = Array.from({ length: BATCHES }, () =>
    Array.from({ length: VALUES_PER_BATCH }, () => {
      const n = sequence++;
      return { kind: 'parameter', uuid: uuids[Math.floor(n / PARAMS.length) % uuids.length], tenantId: 1, key: PARAMS[n % PARAMS.length], value: n, timeStamp: new Date(start + n * 2).toISOString() };
    }),
  );
  const prepared = new Map(batches.map((batch) => [batch, batch.map((v) => strong([v]).slice('{"data":{"deviceParameterBatches":{"values":['.length, -']}}}'.length))]));
  const limit = (batch: Value[]) => `{"data":{"deviceParameterBatches":{"values":[${prepared.get(batch)!.join(',')}]}}}`;
  for (const batch of batches.slice(0, 20)) {
    if (limit(batch) !== strong(batch)) throw new Error('the limit writes another text');
    if (product(batch) !== strong(batch)) throw new Error(`different texts:\n${product(batch)}\n${strong(batch)}`);
  }

  let written = 0;
  const round = (write: (batch: Value[]) => string | null): number => {
    const t0 = process.hrtime.bigint();
    for (const batch of batches) written += write(batch)!.length;
    return Number(process.hrtime.bigint() - t0) / 1000 / batches.length;
  };
  const writers = { product, strong, limit };
  const rounds = { product: [] as number[], strong: [] as number[], limit: [] as number[] };
  const names = ['product', 'strong', 'limit'] as const;
  for (let r = 0; r < WARM_ROUNDS + ROUNDS; r++) {
    // Each round in another order, so drift falls on each in turn.
    for (let k = 0; k < names.length; k++) {
      const name = names[(r + k) % names.length];
      const micros = round(writers[name]);
      if (r >= WARM_ROUNDS) rounds[name].push(micros);
    }
  }
  const productMicros = median(rounds.product);
  const strongMicros = median(rounds.strong);
  const limitMicros = median(rounds.limit);
  const result = {
    machine: machine(),
    at: new Date().toISOString(),
    valuesPerBatch: VALUES_PER_BATCH,
    batchesPerRound: BATCHES,
    rounds: ROUNDS,
    microsPerBatch: { product: Number(productMicros.toFixed(2)), strong: Number(strongMicros.toFixed(2)), limit: Number(limitMicros.toFixed(2)) },
    microsPerValue: { product: Number((productMicros / VALUES_PER_BATCH).toFixed(3)), strong: Number((strongMicros / VALUES_PER_BATCH).toFixed(3)) },
    productOverStrong: Number((productMicros / strongMicros).toFixed(2)),
    productOverLimit: Number((productMicros / limitMicros).toFixed(2)),
    spread: Object.fromEntries(names.map((name) => [name, [Math.min(...rounds[name]), Math.max(...rounds[name])].map((x) => Number(x.toFixed(2)))])),
    charactersWritten: written,
  };
  fs.writeFileSync(RESULTS, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
