// The PO service's own codes (compatibility.md §6), beside the standard ones of the core.
export const PoCode = {
  duplicateTransaction: 200,
  dataViolation: 210,
  fieldNotSupported: 220,
  fieldPartiallySupported: 230,
  notSupportedByOrderType: 240,
  received: 299,
} as const;
