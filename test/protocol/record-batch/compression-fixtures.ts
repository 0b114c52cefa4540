/**
 * Records sections compressed by other implementations (GNU gzip 1.12, lz4 CLI 1.9.4, zstd CLI
 * 1.5.4 reading stdin, so the zstd frame has no content size) and snappy blocks written by hand
 * from the snappy format description. {@link fixtureRecords} regenerates the uncompressed records.
 */
import type { RecordInput } from '../../../src/protocol/record-batch/record.js';

export const fixtureRecords: readonly RecordInput[] = Array.from({ length: 30 }, (_, i) => ({
  timestamp: 1_700_000_000_000 + i,
  key: Buffer.from(`key-${i}`),
  value: Buffer.from(`value-${i}-${'x'.repeat(40)}`),
  headers: [{ key: 'trace', value: Buffer.from('abc') }],
}));

export const fixtureBatchOptions = { producerId: 42n, producerEpoch: 1, baseSequence: 0, transactional: false } as const;

export const gzipCliPayload = Buffer.from(
  'H4sICP8jDGsCA3JlY29yZHMuYmluAJ3SwWrCQBRG4UmQICGIiIiIiIiIiJHJzWQy8WkaJau6kra0r+Ciz1y4d+6+/OcBvtV5JcaY/H34Ke3bV//4HEpbfv+zNP949vch62/3V2LSlJkqMhXIjEbMUGQIZLKMmToyNciMx8y4yDiQyXNmmsg0IFMUzPjIeJCZTJhpI9OCzHTKTIhMAJnZjJkuMh3C/CZmPi94P3uL/1kQWiwEqhSqQGi5FIgUIhBarQSqFapBaL0WyCnkQGizEahRqAGh7VYgr5AHod1OoFahFoT2e4GCQgGEDgeBOoXQs49HhkjPJvTs00kgPZvQs89ngfRsQs++XATSswk921qB9GxCzyYSSM8m9GznBNKzCT3be4H0bELPDkEgPZvQs69XgfRsgs7+Aye5llV6CAAA',
  'base64',
);

export const lz4CliPayload = Buffer.from(
  'BCJNGGRAp9QBAAD/BooBAAAACmtleS0wYHZhbHVlLTAteAEAFPEBAgp0cmFjZQZhYmOKAQACAkcAEzFHAB8xRwAkIQQERwATMkcAHzJHACQhBgZHABMzRwAfM0cAJCEICEcAEzRHAB80RwAkIQoKRwATNUcAHzVHACQhDAxHABM2RwAfNkcAJCEODkcAEzdHAB83RwAkIRAQRwATOEcAHzhHACQhEhJHABM5RwAfOUcAIWCOAQAUFAzGAjIxMGLHAh8xyAIiUo4BABYWSQAUMUkAD8oCIlKOAQAYGEkAFDJJAA/MAiJSjgEAGhpJABQzSQAPzgIiUo4BABwcSQAUNEkAD9ACIlKOAQAeHkkAFDVJAA/SAiJSjgEAICBJABQ2SQAP1AIiUo4BACIiSQAUN0kAD9YCIlKOAQAkJEkAFDhJAA/YAiJSjgEAJiZJABQ5SQAP2gIlISgoSQAUMtoCHzLaAiUiKipJAATaAh8y2gIlIiwsSQAE2gIfMtoCJSIuLkkABNoCHzLaAiUiMDBJAATaAh8y2gIlIjIySQAE2gIfMtoCJSI0NEkABNoCHzLaAiUiNjZJAATaAh8y2gIlIjg4SQAE2gIfMtoCJSI6OkkABNoCHzLaAh1QZQZhYmMAAAAAzbbohQ==',
  'base64',
);

export const zstdCliPayload = Buffer.from(
  'KLUv/QRYVQcAMsokI2Bn3SDBytQYn33kwCsIQhBt2rRppzjGCBFms5nNZnZ+95c7tSoU//+Uurt3z8ncHaOUiQQzArF7OESObDDUWij8EwiUWpZ7Vc1JUd3TJKUkMUfRLoSg5h7LiAufp7lHrY7z3zSUMow7hHO+170sUioKc5LsIkhzjgYDU7IGJjDwEIMrXhlBAFawiNdBBvBaa84RWKgRgGrVeo0B8HXWEmAQ2Txb+P+fEfwBKU+ePEyU0jJxMmf+zI14m8STj4kqHZNN5szPvMh+pshOy1LDAqYHOfkwd8otJJ/sIVnOTKaTI5RI7WGrEeZoTg==',
  'base64',
);

/** Raw snappy block of "abcdabcdabcdabcd": preamble 16, literal "abcd", copy-2 (length 12, offset 4). */
export const snappyRawAbcd16 = Buffer.from('100c616263642e0400', 'hex');
/** Raw snappy block of "abcdabcdabcd": preamble 12, literal "abcd", copy-1 (length 8, offset 4). */
export const snappyRawAbcd12 = Buffer.from('0c0c616263641104', 'hex');
/** xerial-framed stream (Kafka Java client style) holding both blocks above: 28 bytes of output. */
export const snappyXerialAbcd = Buffer.concat([
  Buffer.from('82534e41505059000000000100000001', 'hex'),
  Buffer.from('00000009', 'hex'),
  snappyRawAbcd16,
  Buffer.from('00000008', 'hex'),
  snappyRawAbcd12,
]);
