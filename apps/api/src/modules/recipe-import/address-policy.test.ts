import { describe, expect, it } from 'vitest'
import { checkAddress, isPrivateNetworkRange, normaliseHostPort, parseAllowHosts } from './address-policy'

describe('checkAddress', () => {
  it.each([
    ['93.184.216.34', 'IPv4 public unicast'],
    ['8.8.8.8', 'IPv4 public unicast'],
    ['2606:4700:4700::1111', 'IPv6 global unicast'],
    ['2a00:1450:4001:82a::200e', 'IPv6 global unicast'],
    ['::ffff:8.8.8.8', 'IPv4-mapped public'],
    ['64:ff9b::808:808', 'NAT64 (well-known prefix) of a public IPv4'],
    ['2002:808:808::1', '6to4 of a public IPv4'],
  ])('lets %s through (%s)', (address) => {
    expect(checkAddress(address)).toEqual({ public: true })
  })

  it.each([
    // IPv4
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.255', 'carrierGradeNat'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['198.19.255.255', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.51.100.1', 'reserved'],
    ['203.0.113.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    // IPv6
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['febf::1', 'linkLocal'],
    ['fe80::1%eth0', 'scoped'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['fec0::1', 'deprecatedSiteLocal'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['2001::1', 'teredo'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo'],
    ['2001:2::1', 'benchmarking'],
    ['100::1', 'discard'],
    ['::ffff:127.0.0.1', 'ipv4Mapped(loopback)'],
    ['::ffff:7f00:1', 'ipv4Mapped(loopback)'],
    ['::ffff:10.0.0.1', 'ipv4Mapped(private)'],
    ['::ffff:169.254.169.254', 'ipv4Mapped(linkLocal)'],
    ['::127.0.0.1', 'notGlobalUnicast'],
    ['::7f00:1', 'notGlobalUnicast'],
    ['::8.8.8.8', 'notGlobalUnicast'],
    ['::ffff:0:7f00:1', 'rfc6145'],
    ['64:ff9b::7f00:1', 'rfc6052(loopback)'],
    ['64:ff9b::a00:1', 'rfc6052(private)'],
    ['64:ff9b::c0a8:101', 'rfc6052(private)'],
    ['64:ff9b:1::808:808', 'rfc6052'],
    ['2002:7f00:1::1', '6to4(loopback)'],
    ['2002:a00:1::1', '6to4(private)'],
    ['2002:c0a8:101::1', '6to4(private)'],
    // not canonical addresses (a URL's host is normalised first; a resolver must answer canonical ones)
    ['127.1', 'invalid'],
    ['2130706433', 'invalid'],
    ['0x7f.0.0.1', 'invalid'],
    ['localhost', 'invalid'],
    ['', 'invalid'],
  ])('refuses %s (%s)', (address, range) => {
    expect(checkAddress(address)).toEqual({ public: false, range })
  })

  it('reads bracketed IPv6 as a URL writes it', () => {
    expect(checkAddress('[::1]')).toEqual({ public: false, range: 'loopback' })
    expect(checkAddress('[2606:4700:4700::1111]')).toEqual({ public: true })
  })

  it('tells private networks from other refused space, for the message', () => {
    expect(isPrivateNetworkRange('loopback')).toBe(true)
    expect(isPrivateNetworkRange('ipv4Mapped(private)')).toBe(true)
    expect(isPrivateNetworkRange('carrierGradeNat')).toBe(true)
    expect(isPrivateNetworkRange('reserved')).toBe(false)
    expect(isPrivateNetworkRange('multicast')).toBe(false)
  })
})

describe('allowed hosts', () => {
  it('normalises host:port as URLs are compared', () => {
    expect(normaliseHostPort('127.0.0.1:4000')).toBe('127.0.0.1:4000')
    expect(normaliseHostPort(' LocalHost:4000 ')).toBe('localhost:4000')
    expect(normaliseHostPort('[::1]:4000')).toBe('[::1]:4000')
    expect(normaliseHostPort('[0:0:0:0:0:0:0:1]:4000')).toBe('[::1]:4000')
    expect(normaliseHostPort('127.1:80')).toBe('127.0.0.1:80')
  })

  it.each([
    '127.0.0.1',
    'localhost:',
    ':4000',
    'localhost:0',
    'localhost:70000',
    'a:1:2',
    'user@host:80',
    'h/p:80',
    '::1:80',
  ])('refuses the entry %j', (entry) => {
    expect(() => normaliseHostPort(entry)).toThrow(/host:port/)
  })

  it('reads the comma-separated variable; empty or unset allows none', () => {
    expect(parseAllowHosts(undefined)).toEqual([])
    expect(parseAllowHosts('')).toEqual([])
    expect(parseAllowHosts(' , ')).toEqual([])
    expect(parseAllowHosts('127.0.0.1:4000, import.test:8081')).toEqual([
      '127.0.0.1:4000',
      'import.test:8081',
    ])
    expect(() => parseAllowHosts('127.0.0.1')).toThrow(/IMPORT_ALLOW_HOSTS/)
  })
})
