import { describe, expect, it } from 'vitest';
import { ERROR_TABLES } from '../../src/transaction/error-tables.js';
import type { TxnHandlers } from '../../src/transaction/txn-handler.js';
import { TXN_HANDLERS } from '../../src/transaction/txn-handlers.js';

describe('the transactional handler registry', () => {
  it('files every handler under its own API, and its error table is the one classified', () => {
    for (const [api, handler] of Object.entries(TXN_HANDLERS)) {
      expect(handler.api).toBe(api);
      expect(ERROR_TABLES[handler.api]).toBe(handler.errors);
    }
    expect(Object.keys(ERROR_TABLES)).toEqual([...Object.keys(TXN_HANDLERS), 'Produce']);
  });

  it('does not compile without one of the APIs, nor with a handler under another API', () => {
    const withoutEndTxn: Omit<TxnHandlers, 'EndTxn'> = TXN_HANDLERS;
    // @ts-expect-error EndTxn has no handler
    const incomplete: TxnHandlers = withoutEndTxn;
    // @ts-expect-error AddOffsetsToTxn's handler filed as EndTxn's
    const misfiled: TxnHandlers = { ...TXN_HANDLERS, EndTxn: TXN_HANDLERS.AddOffsetsToTxn };
    expect([incomplete, misfiled]).toHaveLength(2);
  });
});
