import type { InstantRange } from '../order-listing';
import type { EmailContent } from '../order-emails';
import type { ShippedRecordFacts } from '../return-emails';
import type { BoxLine } from '../shipment-boxes';
import type { Checkpoint, PackageStory } from '../tracking-schedule';

/** A package as the tracking step sees it: how much of its story is written already. */
export interface PackageProgress {
  id: number;
  boxNumber: number;
  story: PackageStory;
  checkpointsWritten: number;
  lastCheckpointAt: number | null;
  delivered: boolean;
}

/** A shipped warehouse record whose packages still have something to report. */
export interface RecordToTrack {
  recordId: number;
  trackingNumber: string;
  shippedAt: number;
  /** The lifecycle's delivery status of the record. */
  deliveryStatus: string;
  totalBoxes: number;
  totalWeight: number;
  /** 'City, ST' of the shipping warehouse and of the ship-to address. */
  origin: string;
  destination: string;
  /** Who signs for a delivery: the ship-to attention, else the customer. */
  receiver: string;
  residential: boolean;
  lines: BoxLine[];
  packages: PackageProgress[];
  accountId: number;
  /** '' when the order asked for no e-mails. */
  emailConfirmation: string;
  facts: ShippedRecordFacts;
}

export interface NewPackage {
  boxNumber: number;
  trackingNumber: string;
  weight: number;
  story: PackageStory;
}

export interface TrackedPackage {
  boxNumber: number;
  trackingNumber: string;
  weight: number;
  deliveredAt: number | null;
  signedBy: string;
  checkpoints: Checkpoint[];
}

/** A shipped record of the account with its packages (box 1 first) and their scans. */
export interface TrackedRecord {
  recordId: number;
  guid: string;
  orderNumber: string;
  invoiceNumber: string;
  carrier: string;
  origin: string;
  shippedAt: number;
  deliveryStatus: string;
  packages: TrackedPackage[];
}

export type TrackingFilter =
  | { kind: 'all' }
  | { kind: 'invoice'; values: string[] }
  | { kind: 'order'; values: string[] }
  | { kind: 'tracking'; values: string[] }
  | { kind: 'shipped'; ranges: InstantRange[] }
  | { kind: 'delivered'; ranges: InstantRange[] };

export interface TrackingRepository {
  /** Shipped records without packages yet, or with an undelivered one, oldest shipment first. */
  recordsToTrack(limit: number): Promise<RecordToTrack[]>;
  /** Creates the record's packages; a package that exists already is left as it is. */
  createPackages(
    recordId: number,
    packages: readonly NewPackage[],
    now: number,
    shippedEmail?: {
      accountId: number;
      toAddress: string;
      orderNumber: string;
      content: EmailContent;
    },
  ): Promise<void>;
  /**
   * Appends scans to a package if it still has exactly `written` of them (another process that
   * got there first wins); a delivered scan also stamps the delivery and who signed.
   */
  appendCheckpoints(
    packageId: number,
    written: number,
    checkpoints: readonly Checkpoint[],
    signedBy: string,
  ): Promise<boolean>;
  /** The account's shipped records matching the filter, newest shipment first, at most `limit`. */
  find(accountId: number, filter: TrackingFilter, limit: number): Promise<TrackedRecord[]>;
  /** Packages of the account's records with those guids (records without packages are absent). */
  packagesByGuid(
    accountId: number,
    guids: readonly string[],
  ): Promise<Map<string, TrackedPackage[]>>;
}
