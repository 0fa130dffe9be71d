import { describe, expect, it } from 'vitest'
import { optionalInt, pageSearch, stringSearch } from '../../../src/client/routes/-components/search-params'

describe('route search params', () => {
  it('coerces pages like z.coerce and drops invalid ones', () => {
    expect(pageSearch({ page: '3' })).toEqual({ page: 3 })
    expect(pageSearch({ page: 2 })).toEqual({ page: 2 })
    for (const page of ['0', '10001', '1.5', 'abc', '', null, undefined, [2]]) expect(pageSearch({ page })).toEqual({ page: undefined })
  })

  it('bounds integers and keeps only string params', () => {
    expect(optionalInt('2147483647', 1, 2147483647)).toBe(2147483647)
    expect(optionalInt('2147483648', 1, 2147483647)).toBeUndefined()
    expect(stringSearch('email', 'inviteId')({ email: 'a@b.c', inviteId: 5, other: 'x' })).toEqual({ email: 'a@b.c', inviteId: undefined })
  })
})
