/**
 * What the classic group protocol's calls carry into and out of a classic group: a JoinGroup request and
 * answer, a SyncGroup answer, in the shapes the handlers and the public testing API share.
 */
/**
 * A JoinGroup request's content.
 * @public
 */
export interface JoinGroupRequest {
  /** The member id the client has, or `''` on its first join (the coordinator then assigns one). */
  readonly memberId: string;
  /** The static member's `group.instance.id` (KIP-345), or null for a dynamic member. */
  readonly groupInstanceId: string | null;
  /** The client id of the connection that sent the request, kept for DescribeGroups. */
  readonly clientId: string;
  /** Milliseconds without a heartbeat after which the coordinator removes the member. */
  readonly sessionTimeoutMs: number;
  /** Milliseconds the coordinator waits for every member to rejoin during a rebalance. */
  readonly rebalanceTimeoutMs: number;
  /** The embedded protocol's family, `consumer` for consumer groups; every member must use the same. */
  readonly protocolType: string;
  /** The assignors the member supports, in order of preference, each with its subscription metadata. */
  readonly protocols: readonly {
    /** The assignor's name (`range`, `cooperative-sticky`, ...). */
    readonly name: string;
    /** The member's subscription for this assignor, in the assignor's encoding. */
    readonly metadata: Buffer;
  }[];
  /** JoinGroup v4+ (KIP-394): a member without id is first told MEMBER_ID_REQUIRED with its id. */
  readonly requireKnownMemberId: boolean;
}

/**
 * A JoinGroup answer.
 * @public
 */
export interface JoinGroupResult {
  /** 0, or the Kafka error code of the refusal (UNKNOWN_MEMBER_ID, MEMBER_ID_REQUIRED, ...). */
  readonly errorCode: number;
  /** The group's generation after the rebalance; offset commits carry it. */
  readonly generationId: number;
  /** The group's protocol type, or null on an error. */
  readonly protocolType: string | null;
  /** The assignor chosen by every member's preference, or null on an error. */
  readonly protocolName: string | null;
  /** The member id of the group leader, which computes the assignment. */
  readonly leader: string;
  /** This member's id (assigned by the coordinator on a first join). */
  readonly memberId: string;
  /** Every member's metadata for the chosen protocol; only the leader receives it. */
  readonly members: readonly {
    /** The member's id. */
    readonly memberId: string;
    /** The member's static instance id, or null. */
    readonly groupInstanceId: string | null;
    /** The member's subscription for the chosen assignor. */
    readonly metadata: Buffer;
  }[];
  /** KIP-814: the leader rejoined a Stable group as a static member and must not compute a new assignment. */
  readonly skipAssignment?: boolean;
}

/**
 * A SyncGroup answer.
 * @public
 */
export interface SyncGroupResult {
  /** 0, or the Kafka error code of the refusal (REBALANCE_IN_PROGRESS, ILLEGAL_GENERATION, ...). */
  readonly errorCode: number;
  /** The group's protocol type, or null on an error. */
  readonly protocolType: string | null;
  /** The chosen assignor, or null on an error. */
  readonly protocolName: string | null;
  /** This member's assignment as the leader encoded it (empty on an error). */
  readonly assignment: Buffer;
}
