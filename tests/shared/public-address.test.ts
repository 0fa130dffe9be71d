import { describe, expect, it } from 'vitest'
import { isPublicHttpUrl } from '../../src/shared/lib/public-address'

describe('isPublicHttpUrl', () => {
  it.each([
    'https://cdn.example.com/a.mp3',
    'http://cdn.example.com:8080/a.mp3?x=1',
    'https://93.184.215.14/a.mp3',
    'https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/a.mp3',
    'https://user@cdn.example.com/a.mp3',
    'https://xn--bcher-kva.example/a.mp3',
    'https://172.32.0.1/a.mp3',
    'https://evil.com\\@127.0.0.1/',
  ])('allows %s', (url) => expect(isPublicHttpUrl(url)).toBe(true))

  it.each([
    'ftp://cdn.example.com/a.mp3',
    'javascript:alert(1)',
    'http://localhost/a.mp3',
    'http://LOCALHOST./a.mp3',
    'http://api.localhost:3000/',
    'http://127.0.0.1/a.mp3',
    'http://127.1/a.mp3',
    'http://2130706433/a.mp3',
    'http://0x7f000001/',
    'http://0x7f.0.0.1/',
    'http://0177.0.0.1/',
    'http://0/',
    'http://10.1.2.3/',
    'http://172.16.0.1/',
    'http://172.31.255.255/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://[::1]/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://[64:ff9b::10.0.0.1]/',
    'http://%31%32%37.0.0.1/',
    'http://１２７.0.0.1/',
    'http://12\t7.0.0.1/',
    'http://user@127.0.0.1/',
    'http://127.0.0.1\\@evil.com/',
    'http://999.1.1.1/',
    'http:///a.mp3',
  ])('refuses %s', (url) => expect(isPublicHttpUrl(url)).toBe(false))

  it('reads numeric IPv4 shorthands the way a URL parser does', () => {
    for (const [url, private_] of [['http://3232235777/', true], ['http://1572395042/', false], ['http://0xc0.0xa8.1.1/', true]] as const) {
      expect(new URL(url).hostname).toMatch(/^\d+\.\d+\.\d+\.\d+$/)
      expect(isPublicHttpUrl(url)).toBe(!private_)
    }
  })
})
