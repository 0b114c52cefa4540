/** OffsetFetch on the wire: the wire module src/protocol/requests/offset-fetch.ts. */
export { offsetFetchRequest, partitionsByTopic, readOffsetFetchResponse, type OffsetFetchRow } from '../protocol/requests/offset-fetch.js';
