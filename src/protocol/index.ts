/**
 * `kafka-eos/protocol`: placeholder while the surface is being designed.
 * @packageDocumentation
 */
export { Writer } from './primitives/writer.js';
