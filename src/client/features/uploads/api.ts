// Upload calls (music-product §7, music-catalog §3.11). The file bodies go through lib/xhr-upload (progress)
// or tus-js-client; everything else through lib/http.
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { http, requestHeaders, resolveUrl, buildParams } from '../../lib/http'
import { FIRST_PAGE, nextPageParam } from '../../lib/paging'
import { xhrUpload } from '../../lib/xhr-upload'
import { settingEnabled } from '../../stores/settings'
import {
  ExtractMetadataResponseSchema, FileEntryResponseSchema, UnusedUploadsResponseSchema, type UnusedUploadsResponse,
} from '../../../shared/contracts/uploads'
import type { ExtractMetadataResponse, ExtractedMetadata, FileEntryResponse, UploadedFileEntry } from './types'

// STYLE 7.6: answers parsed with the contract in development and tests only.
const DEV = import.meta.env.DEV

export const TUS_ENDPOINT = 'tus/upload'

/** The tus endpoint with the API prefix (`/api/v1/tus/upload`). */
export function tusEndpoint(): string {
  return resolveUrl(TUS_ENDPOINT)
}

/** Turns a finished tus upload into a file entry. */
export async function createTusEntry(uploadKey: string, signal?: AbortSignal): Promise<UploadedFileEntry> {
  const { fileEntry } = await http.post<FileEntryResponse>('tus/entries', {
    body: { uploadKey },
    signal,
    schema: DEV ? FileEntryResponseSchema : undefined,
  })
  return fileEntry
}

/** One multipart POST to `file-entries` with upload progress. */
export async function postFileEntry(
  file: File,
  fields: Record<string, string>,
  options: { signal?: AbortSignal; onProgress?: (loaded: number) => void },
): Promise<UploadedFileEntry> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  // The file last: multipart parsers on the server read the fields before the body streams in.
  form.append('file', file, file.name)
  const query = buildParams('POST').toString()
  const result = await xhrUpload({
    url: resolveUrl('file-entries') + (query ? `?${query}` : ''),
    body: form,
    headers: { Accept: 'application/json', ...requestHeaders() },
    signal: options.signal,
    onProgress: options.onProgress ? (loaded) => options.onProgress?.(Math.min(loaded, file.size)) : undefined,
  })
  const body = DEV ? FileEntryResponseSchema.parse(result.body) : (result.body as FileEntryResponse)
  return body.fileEntry
}

export async function extractMetadata(fileEntryId: number): Promise<ExtractedMetadata> {
  // With `uploads.autoMatch` on, the server fills artist and album from the tags when the user may.
  const { metadata } = await http.post<ExtractMetadataResponse>(`tracks/${fileEntryId}/extract-metadata`, {
    body: { autoMatchAlbum: settingEnabled('uploads.autoMatch') },
    schema: DEV ? ExtractMetadataResponseSchema : undefined,
  })
  return metadata
}

/** Deletes uploaded entries (a draft the artist threw away). */
export async function deleteFileEntries(entryIds: number[]): Promise<void> {
  await http.post('file-entries/delete', { body: { entryIds, paths: [], deleteForever: true } })
}

export const uploadKeys = {
  all: ['uploads'] as const,
  unused: ['uploads', 'unused'] as const,
}

/**
 * Finished uploads no track uses yet, from the server (issue 28): the same list in every browser of the
 * artist. Always refetched on mount, since a track published elsewhere takes its file off the list.
 */
export const unusedUploadsQuery = () =>
  infiniteQueryOptions({
    queryKey: uploadKeys.unused,
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
    staleTime: 0,
    queryFn: ({ pageParam, signal }) =>
      http.get<UnusedUploadsResponse>('uploads/unused', { params: { ...pageParam, perPage: 50 }, schema: DEV ? UnusedUploadsResponseSchema : undefined, signal }),
  })

/** Deletes unused uploads for good (bytes included) and refreshes the list. */
export function useDeleteUploads() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (entryIds: number[]) => deleteFileEntries(entryIds),
    onSettled: () => queryClient.invalidateQueries({ queryKey: uploadKeys.unused }),
  })
}
