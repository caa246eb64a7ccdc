import { describe, expect, it } from 'vitest'
import { isPublicAddress } from './public-address'

describe('isPublicAddress', () => {
  it('accepts public IPv4 and IPv6 addresses', () => {
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '200.147.67.142',
      '172.32.0.1',
      '100.128.0.1',
      '2804:14c:5b81::1',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
    ])
      expect(isPublicAddress(address), address).toBe(true)
  })

  it('refuses loopback, private, link-local, metadata and other special IPv4 ranges', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '192.0.2.1',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
    ])
      expect(isPublicAddress(address), address).toBe(false)
  })

  it('refuses special IPv6 ranges and private IPv4 written inside IPv6', () => {
    for (const address of [
      '::',
      '::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1%eth0',
      'ff02::1',
      '2001:db8::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '64:ff9b::a00:1',
      '2002:c0a8:0001::1',
      '::127.0.0.1',
    ])
      expect(isPublicAddress(address), address).toBe(false)
  })

  it('refuses anything that is not an address', () => {
    for (const text of ['', 'localhost', 'example.com', '999.1.1.1', '1.2.3', '::g'])
      expect(isPublicAddress(text), text).toBe(false)
  })
})
