/**
 * What every client's `metrics()` snapshot says about itself: when it was taken and how long a sample is. The
 * producer's, the consumer's and the admin client's snapshots extend it with their own values.
 */

/**
 * When a metrics snapshot was taken and the window its windowed values cover.
 * @public
 */
export interface MetricsSnapshot {
  /** When the snapshot was taken, epoch ms on the client's clock. */
  readonly timestamp: number;
  /** One sample's length; rates, averages and maxima cover the last one to two samples (30-60 s). */
  readonly sampleWindowMs: number;
}
