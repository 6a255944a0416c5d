import net from 'node:net';

/** Named sets of networks, as proxy-addr names them. */
const PRESETS: Record<string, [address: string, prefix: number][]> = {
  loopback: [
    ['127.0.0.0', 8],
    ['::1', 128],
  ],
  private: [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['fc00::', 7],
  ],
};

type Subnet = { address: string; prefix: number; family: 'ipv4' | 'ipv6' };

function parseSpec(spec: string): Subnet | null {
  const [address = '', prefixText, ...rest] = spec.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const widest = version === 4 ? 32 : 128;
  if (prefixText === undefined) return { address, prefix: widest, family };
  if (!/^\d+$/.test(prefixText) || Number(prefixText) > widest) return null;
  return { address, prefix: Number(prefixText), family };
}

/** `loopback`, `private`, an address or a CIDR range (IPv4 or IPv6). */
export function isNetworkSpec(spec: string): boolean {
  return spec in PRESETS || parseSpec(spec) !== null;
}

/**
 * The networks named by the specs. IPv4 peers seen through a dual-stack socket (`::ffff:10.0.0.1`)
 * match the IPv4 ranges.
 */
export function peerNetworks(specs: string[]): net.BlockList {
  const list = new net.BlockList();
  for (const spec of specs) {
    const subnets = PRESETS[spec]?.map(([address, prefix]) => parseSpec(`${address}/${prefix}`)) ?? [
      parseSpec(spec),
    ];
    for (const subnet of subnets) {
      if (!subnet) throw new Error(`not a network: ${spec}`);
      list.addSubnet(subnet.address, subnet.prefix, subnet.family);
    }
  }
  return list;
}

/** Whether the peer address (as a socket reports it) is in the networks. */
export function isPeerIn(networks: net.BlockList, address: string | undefined): boolean {
  if (!address) return false;
  const version = net.isIP(address);
  if (version === 0) return false;
  return networks.check(address, version === 4 ? 'ipv4' : 'ipv6');
}
