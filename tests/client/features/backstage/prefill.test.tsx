import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { albumValuesFromUploads, AlbumForm, TrackForm, trackValuesFromUpload } from '../../../../src/client/features/backstage'
import type { FileEntry } from '../../../../src/shared/contracts/uploads'
import { renderWithRouter } from '../../../helpers/render'

const entry = (id: number, name: string): FileEntry => ({
  id, name, file_name: `${id}.mp3`, file_size: 1, mime: 'audio/mpeg', extension: 'mp3', type: 'audio', disk_prefix: 'track_media', url: `storage/track_media/${id}.mp3`, created_at: '2026-01-01',
})
const meta = (title: string) => ({
  title, artist_name: 'Nova', artist: { id: 3, name: 'Nova', image: null, model_type: 'artist' }, album_name: 'Low Tides', album: null,
  genres: ['Ambient'], duration: 125000, release_date: '2026-05-01', lyrics: 'la la', image: 'storage/track_image/c.jpg',
})

afterEach(cleanup)

describe('prefilling the forms from uploads (extract-metadata)', () => {
  it('fills the track form from the tags, with the upload as src', async () => {
    const values = trackValuesFromUpload({ entry: entry(1, 'raw.mp3'), metadata: meta('Opening'), waveData: [[0, 1, 3, 4]] })
    expect(values).toMatchObject({ name: 'Opening', duration: 125000, src: 'storage/track_media/1.mp3', artists: [{ id: 3, name: 'Nova' }], waveData: [[0, 1, 3, 4]] })
    await renderWithRouter(<TrackForm initialValues={values} />)
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Opening')
    expect((screen.getByRole('textbox', { name: 'Duration (mm:ss)' }) as HTMLInputElement).value).toBe('2:05')
    expect((screen.getByRole('textbox', { name: 'Lyrics' }) as HTMLTextAreaElement).value).toBe('la la')
    expect((screen.getByRole('button', { name: 'Create track' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('shows the uploaded file by its original name and leaves the direct URL field empty (issue 28)', async () => {
    const upload = { ...entry(5, 'My Song.mp3'), file_name: '3d57f459-aa.mp3', url: 'storage/track_media/3d57f459-aa.mp3' }
    await renderWithRouter(<TrackForm initialValues={trackValuesFromUpload({ entry: upload, metadata: meta('Opening') })} />)
    expect(screen.getByText('My Song.mp3')).toBeTruthy()
    expect(screen.queryByText('3d57f459-aa.mp3')).toBeNull()
    expect((screen.getByRole('textbox', { name: 'Or a direct media URL' }) as HTMLInputElement).value).toBe('')
  })

  it('shows a direct media URL the artist entered in its field', async () => {
    await renderWithRouter(<TrackForm initialValues={{ name: 'Remote', src: 'https://cdn.example/a.mp3' }} />)
    expect((screen.getByRole('textbox', { name: 'Or a direct media URL' }) as HTMLInputElement).value).toBe('https://cdn.example/a.mp3')
  })

  it('shows each album track\'s file by its original name', async () => {
    const upload = { ...entry(6, 'Side B.mp3'), file_name: '9f00c1d2-bb.mp3', url: 'storage/track_media/9f00c1d2-bb.mp3' }
    await renderWithRouter(<AlbumForm initialValues={albumValuesFromUploads([{ entry: upload }])} />)
    expect(screen.getByText('Side B.mp3')).toBeTruthy()
    expect(screen.queryByText('9f00c1d2-bb.mp3')).toBeNull()
  })

  it('fills the album form with one row per upload; a file without tags is named after the file', async () => {
    const values = albumValuesFromUploads([{ entry: entry(1, 'a.mp3'), metadata: meta('Opening') }, { entry: entry(2, 'b-side.mp3') }])
    await renderWithRouter(<AlbumForm initialValues={values} />)
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Low Tides')
    const names = screen.getAllByRole('textbox', { name: 'Track name' }).map((el) => (el as HTMLInputElement).value)
    expect(names).toEqual(['Opening', 'b-side'])
    // The second file has no duration yet: saving waits for it.
    expect((screen.getByRole('button', { name: 'Create album' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
