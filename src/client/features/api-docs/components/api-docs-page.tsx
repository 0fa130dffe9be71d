import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { HttpError } from '../../../lib/http'
import { EmptyState, Spinner } from '../../../ui'
import { openApiQuery, type JsonSchema, type OpenApiOperation } from '../api'
import { groupOperations, schemaSummary } from '../operations'
import { useSnapshot } from 'valtio'
import { can, sessionState, trans } from '../../../stores/session'
import { MarkdownText } from './markdown-text'

// The method reads in the body colour on a chip (contrast in both themes); the stripe adds the hue.
const METHOD_STYLES: Record<string, string> = {
  get: 'border-positive',
  post: 'border-primary',
  put: 'border-warning',
  patch: 'border-warning',
  delete: 'border-danger',
}

function SchemaBlock({ schema }: { schema: JsonSchema | undefined }) {
  if (!schema) return <p className="text-sm text-muted">{trans('No body.')}</p>
  return (
    <details className="rounded-md border border-border">
      <summary className="cursor-pointer px-3 py-2 font-mono text-sm">{schemaSummary(schema)}</summary>
      <pre className="max-h-96 overflow-auto border-t border-border bg-bg-alt p-3 text-xs">{JSON.stringify(schema, null, 2)}</pre>
    </details>
  )
}

function OperationDetails({ op }: { op: OpenApiOperation }) {
  const body = op.requestBody?.content?.['application/json']?.schema
  return (
    <div className="flex flex-col gap-4 px-4 pb-4">
      {op.parameters && op.parameters.length > 0 && (
        <section>
          <h4 className="mb-2 text-sm font-semibold">{trans('Parameters')}</h4>
          <table className="w-full text-left text-sm">
            <thead className="text-muted">
              <tr>
                <th className="py-1 pr-3 font-medium">{trans('Name')}</th>
                <th className="py-1 pr-3 font-medium">{trans('In')}</th>
                <th className="py-1 font-medium">{trans('Type')}</th>
              </tr>
            </thead>
            <tbody>
              {op.parameters.map((p) => (
                <tr key={`${p.in}-${p.name}`} className="border-t border-border">
                  <td className="py-1 pr-3 font-mono">
                    {p.name}
                    {p.required && <span className="text-danger" title={trans('required')}> *</span>}
                  </td>
                  <td className="py-1 pr-3">{p.in}</td>
                  <td className="py-1 font-mono text-xs">{schemaSummary(p.schema)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {op.requestBody && (
        <section>
          <h4 className="mb-2 text-sm font-semibold">{trans('Request body')}</h4>
          <SchemaBlock schema={body} />
        </section>
      )}
      <section>
        <h4 className="mb-2 text-sm font-semibold">{trans('Responses')}</h4>
        <ul className="flex flex-col gap-2">
          {Object.entries(op.responses ?? {}).map(([status, response]) => (
            <li key={status} className="flex flex-col gap-1">
              <span className="font-mono text-sm">{status}</span>
              <SchemaBlock schema={response.content?.['application/json']?.schema} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

/** `/api-docs`: the OpenAPI 3.1 document made from the server's zod contracts, browsable and searchable. */
export function ApiDocsPage() {
  // Issue 28: without api.access the document call would only be refused, so it is not made.
  const allowed = can('api.access', useSnapshot(sessionState))
  const docs = useQuery({ ...openApiQuery(), enabled: allowed })
  const [query, setQuery] = useState('')
  const groups = useMemo(() => (docs.data ? groupOperations(docs.data, query) : []), [docs.data, query])

  if (!allowed) return <EmptyState title={trans('API documentation is not available')} message={trans("Your account does not have access to the API. Ask the site's administrator for API access.")} />
  if (docs.isPending) return <div className="flex justify-center py-16"><Spinner /></div>
  if (docs.isError) {
    const denied = docs.error instanceof HttpError && (docs.error.status === 401 || docs.error.status === 403)
    return denied ? (
      <EmptyState title={trans('API documentation is not available')} message={trans("Your account does not have access to the API. Ask the site's administrator for API access.")} />
    ) : (
      <EmptyState title={trans('There was an issue loading this page')} message={trans('Please try again later')} />
    )
  }
  const doc = docs.data
  const count = groups.reduce((n, [, ops]) => n + ops.length, 0)
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 md:px-6">
      <h1 className="text-3xl font-bold">{doc.info.title}</h1>
      <p className="mt-1 text-sm text-muted">{trans('OpenAPI :openapi · version :version', { openapi: doc.openapi, version: doc.info.version })}</p>
      {doc.info.description && <MarkdownText text={doc.info.description} className="mt-2 max-w-3xl text-sm" />}
      <p className="mt-2 text-sm">
        <a href="/api/v1/api-docs/openapi.json" className="text-primary underline hover:no-underline" download="openapi.json">
          {trans('Download the OpenAPI document')}
        </a>
      </p>
      <label className="mt-6 flex flex-col gap-1.5 text-sm font-medium">
        {trans('Filter endpoints')}<input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={trans('tracks, POST, playlists/{id}…')}
          className="h-10 rounded-md border border-border bg-bg px-3 font-normal focus:outline-2 focus:-outline-offset-1 focus:outline-focus"
        />
      </label>
      <p className="mt-2 text-xs text-muted" aria-live="polite">
        {trans(':count endpoints', { count })}
      </p>
      {groups.length === 0 && <EmptyState title={trans('No endpoints match')} message={trans('Try another word.')} />}
      {groups.map(([tag, ops]) => (
        <section key={tag} className="mt-8" aria-labelledby={`tag-${tag}`}>
          <h2 id={`tag-${tag}`} className="mb-3 text-xl font-semibold">
            {tag}
          </h2>
          <div className="flex flex-col gap-2">
            {ops.map(({ id, method, path, op }) => (
              <details key={id} id={id} className="rounded-lg border border-border bg-paper">
                <summary className="flex cursor-pointer items-center gap-3 px-4 py-3">
                  <span className={`w-16 rounded border-l-4 bg-chip px-2 py-0.5 text-center font-mono text-xs font-bold text-fg uppercase ${METHOD_STYLES[method] ?? 'border-border'}`}>{method}</span>
                  <span className="min-w-0 break-all font-mono text-sm">{path}</span>
                </summary>
                <OperationDetails op={op} />
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}
