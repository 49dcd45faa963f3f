import { describe, expect, it } from 'vitest'
import { readConfig } from '../../config'

describe('IMPORT_ALLOW_HOSTS in the API config', () => {
  it('allows no host in the configuration `pnpm start` uses (variable unset)', () => {
    const environment = { ...process.env }
    delete environment.IMPORT_ALLOW_HOSTS
    expect(readConfig(environment, '/srv/sufra').server.importAllowHosts).toEqual([])
    expect(readConfig({}, '/srv/sufra').server.importAllowHosts).toEqual([])
    expect(readConfig({ IMPORT_ALLOW_HOSTS: '' }, '/srv/sufra').server.importAllowHosts).toEqual([])
  })

  it('reads exactly the listed host:port pairs', () => {
    const config = readConfig({ IMPORT_ALLOW_HOSTS: '127.0.0.1:4567,Import.Test:8081' }, '/srv/sufra')
    expect(config.server.importAllowHosts).toEqual(['127.0.0.1:4567', 'import.test:8081'])
  })

  it('stops start-up on an entry without a port', () => {
    expect(() => readConfig({ IMPORT_ALLOW_HOSTS: '127.0.0.1' }, '/srv/sufra')).toThrow(/IMPORT_ALLOW_HOSTS/)
  })
})
