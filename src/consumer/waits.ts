/** The consumer's waits: the shared sleep and wake-up of src/internal/sleep.ts. */
export { sleep, Wakeup } from '../internal/sleep.js';
