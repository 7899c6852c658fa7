/**
 * A recipient address as a mail program accepts it: one local part and a domain with a dot, no
 * spaces, quotes, angle brackets or commas (which would let one field name several recipients or
 * inject a header). Stricter than RFC 5322 on purpose: the address goes into a draft's To: line.
 */
const ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** RFC 5321 §4.5.3.1.3: a path is at most 256 octets, so an address at most 254 characters. */
const MAX_ADDRESS = 254;

export function isEmailAddress(value: string): boolean {
  return value.length <= MAX_ADDRESS && ADDRESS.test(value);
}
