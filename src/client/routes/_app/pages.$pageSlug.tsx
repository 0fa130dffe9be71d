import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { orNotFound } from '../../features/catalogue'
import { customPageQuery, CustomPageView } from '../../features/custom-pages'
import { DetailPageSkeleton } from '../../ui'

/** `/pages/{pageSlug}` (music-product §2 Other). */
export const Route = createFileRoute('/_app/pages/$pageSlug')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(customPageQuery(params.pageSlug))),
  pendingComponent: DetailPageSkeleton,
  head: ({ loaderData }) => ({
    meta: loaderData ? [{ title: loaderData.seo.title }, { name: 'description', content: loaderData.seo.description }] : [],
  }),
  component: function CustomPageRoute() {
    const { data } = useSuspenseQuery(customPageQuery(Route.useParams().pageSlug))
    return <CustomPageView page={data.page} />
  },
})
