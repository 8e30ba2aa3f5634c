// Known quotes, promotion codes and saved payment profiles of the demo database, for tests, the
// portal and the README. Prices in cents; `days` are relative to the seed's `now`.
import { DEMO_SKUS } from './demo-fixtures';

export interface QuoteFixture {
  number: string;
  accountNumber: '100001' | '100002';
  status: 'Approved' | 'Pending' | 'Rejected';
  expiresInDays: number;
  singleUse: boolean;
  minPieces: number;
  /** Used up at seeding time (a single-use quote that already saved money on an order). */
  alreadyUsed?: boolean;
  items: { sku: string; priceCents: number }[];
}

const tee = DEMO_SKUS.plentiful.sku; // Hartwell 5000 Black L, piece 3.10
const cap = DEMO_SKUS.excludeFreeFreight.sku; // Ridgeline 112 Black/White

export const DEMO_QUOTES = {
  /** Account 1, approved, reusable: the tee at 1.99, the cap at 4.00. */
  validMultiUse: {
    number: '700101',
    accountNumber: '100001',
    status: 'Approved',
    expiresInDays: 30,
    singleUse: false,
    minPieces: 0,
    items: [
      { sku: tee, priceCents: 199 },
      { sku: cap, priceCents: 400 },
    ],
  },
  /** Account 1, approved, single use: the tee at 1.89. */
  singleUse: {
    number: '700102',
    accountNumber: '100001',
    status: 'Approved',
    expiresInDays: 30,
    singleUse: true,
    minPieces: 0,
    items: [{ sku: tee, priceCents: 189 }],
  },
  /** Account 1, approved but expired yesterday. */
  expired: {
    number: '700103',
    accountNumber: '100001',
    status: 'Approved',
    expiresInDays: -1,
    singleUse: false,
    minPieces: 0,
    items: [{ sku: tee, priceCents: 150 }],
  },
  /** Account 1, not approved yet. */
  notApproved: {
    number: '700104',
    accountNumber: '100001',
    status: 'Pending',
    expiresInDays: 30,
    singleUse: false,
    minPieces: 0,
    items: [{ sku: tee, priceCents: 150 }],
  },
  /** Account 1, needs at least 48 matching pieces: the tee at 2.09. */
  minPieces: {
    number: '700105',
    accountNumber: '100001',
    status: 'Approved',
    expiresInDays: 30,
    singleUse: false,
    minPieces: 48,
    items: [{ sku: tee, priceCents: 209 }],
  },
  /** Account 1, single use and already used. */
  alreadyUsed: {
    number: '700106',
    accountNumber: '100001',
    status: 'Approved',
    expiresInDays: 30,
    singleUse: true,
    minPieces: 0,
    alreadyUsed: true,
    items: [{ sku: tee, priceCents: 150 }],
  },
  /** Account 1, approved, but its price (5.00) is above the normal price: it never saves money. */
  higherThanNormal: {
    number: '700107',
    accountNumber: '100001',
    status: 'Approved',
    expiresInDays: 30,
    singleUse: true,
    minPieces: 0,
    items: [{ sku: tee, priceCents: 500 }],
  },
  /** Account 2's own quote (for account 1: "not available for this account"). */
  otherAccount: {
    number: '700201',
    accountNumber: '100002',
    status: 'Approved',
    expiresInDays: 30,
    singleUse: false,
    minPieces: 0,
    items: [{ sku: tee, priceCents: 175 }],
  },
  /** Account 2, single use, with a minimum of 24 pieces. */
  otherAccountSingleUse: {
    number: '700202',
    accountNumber: '100002',
    status: 'Approved',
    expiresInDays: 14,
    singleUse: true,
    minPieces: 24,
    items: [{ sku: tee, priceCents: 180 }],
  },
} as const satisfies Record<string, QuoteFixture>;

export interface PromotionFixture {
  code: string;
  description: string;
  discountBasisPoints: number;
  brandName?: string;
  styleId?: number;
  startsInDays: number;
  endsInDays: number;
}

export const DEMO_PROMOTIONS = {
  /** 10 % off every Hartwell product, running. */
  brandActive: {
    code: 'HARTWELL10',
    description: '10% off Hartwell',
    discountBasisPoints: 1000,
    brandName: 'Hartwell',
    startsInDays: -7,
    endsInDays: 30,
  },
  /** 15 % off the Ridgeline 112 trucker cap (style 4), running. */
  styleActive: {
    code: 'CAPS15',
    description: '15% off the 112 trucker cap',
    discountBasisPoints: 1500,
    styleId: 4,
    startsInDays: -1,
    endsInDays: 60,
  },
  /** Ended ten days ago. */
  expired: {
    code: 'SUMMER5',
    description: '5% off Hartwell (summer)',
    discountBasisPoints: 500,
    brandName: 'Hartwell',
    startsInDays: -100,
    endsInDays: -10,
  },
} as const satisfies Record<string, PromotionFixture>;

/** Saved payment methods of the website users (reference-data.ts). */
export const DEMO_PAYMENT_PROFILES = [
  {
    profileId: 9001,
    userEmail: 'buyer@example.com',
    profileType: 'Credit Card',
    name: 'Visa ending 4242',
  },
  {
    profileId: 9002,
    userEmail: 'buyer@example.com',
    profileType: 'Bank',
    name: 'Checking ending 6789',
  },
  {
    profileId: 9101,
    userEmail: 'buyer2@example.com',
    profileType: 'Credit Card',
    name: 'Mastercard ending 4444',
  },
] as const;
