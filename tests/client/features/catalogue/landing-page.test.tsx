import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { LandingPage } from '../../../../src/client/features/catalogue'
import { sessionState } from '../../../../src/client/stores/session'
import { renderWithRouter } from '../../../helpers/render'

afterEach(() => {
  sessionState.settings = {}
})

describe('LandingPage', () => {
  it('renders the header, calls to action, features and pricing title from homepage.appearance', async () => {
    sessionState.settings = {
      homepage: {
        type: 'landingPage',
        trending: false,
        appearance: {
          headerTitle: 'Connect on Encore',
          headerSubtitle: 'Discover and stream.',
          actions: { inputText: 'Search for artists, albums and tracks...', inputButton: 'Search', cta1: 'Signup Now', cta2: 'Explore' },
          primaryFeatures: [{ title: 'Discover', subtitle: 'Explore popular albums.' }],
          pricingTitle: 'Choose the right plan for you',
        },
      },
    }
    await renderWithRouter(<LandingPage exploreHref="/channel/1" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Connect on Encore' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Signup Now' }).getAttribute('href')).toBe('/register')
    expect(screen.getByRole('link', { name: 'Explore' }).getAttribute('href')).toBe('/channel/1')
    expect(screen.getByRole('searchbox', { name: 'Search for artists, albums and tracks...' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Discover' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Choose the right plan for you' })).toBeTruthy()
  })
})
