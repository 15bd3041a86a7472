import { isIPv6 } from 'node:net';

/**
 * Whom a limit counts: an IPv4 address, or the /64 network of an IPv6 one, which a single
 * household or server is given whole (counting each of its addresses apart would give one
 * client billions of limits). An IPv4 address written as IPv6 (`::ffff:1.2.3.4`) is the IPv4.
 */
export function addressKey(address: string) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
