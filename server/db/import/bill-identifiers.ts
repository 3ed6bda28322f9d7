// Bill numbers as the sources write them: Open States 'HD 2770' / 'H 57', malegislature.gov and MAPLE
// 'H119' / 's2729' (sic, lower case in MAPLE). Stored as bill_type 'H' + bill_number 119, shown 'H 119'.
export interface BillKey {
  bill_type: string;
  bill_number: number;
  bill_type_number: string;
}

export function parseBillIdentifier(identifier: string): BillKey | null {
  const match = /^([A-Za-z]{1,4})\s*\.?\s*0*(\d{1,6})$/.exec(identifier.trim());
  if (!match?.[1] || !match[2]) return null;
  const billType = match[1].toUpperCase();
  const billNumber = Number(match[2]);
  return { bill_type: billType, bill_number: billNumber, bill_type_number: `${billType} ${billNumber}` };
}

/** The key bills are unique by within a session (bills_session_number_unique). */
export function naturalBillKey(bill: { bill_type: string; bill_number: number }): string {
  return `${bill.bill_type} ${bill.bill_number}`;
}
