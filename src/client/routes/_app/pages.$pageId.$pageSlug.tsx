import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { orNotFound, parseId } from '../../features/catalogue'
import { customPageQuery, CustomPageView } from '../../features/custom-pages'
import { DetailPageSkeleton } from '../../ui'

/** `/pages/{pageId}/{pageSlug}` (music-product §2 Other): the id decides; the slug is for people. */
export const Route = createFileRoute('/_app/pages/$pageId/$pageSlug')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(customPageQuery(String(parseId(params.pageId))))),
  pendingComponent: DetailPageSkeleton,
  head: ({ loaderData }) => ({
    meta: loaderData ? [{ title: loaderData.seo.title }, { name: 'description', content: loaderData.seo.description }] : [],
  }),
  component: function CustomPageByIdRoute() {
    const { data } = useSuspenseQuery(customPageQuery(Route.useParams().pageId))
    return <CustomPageView page={data.page} />
  },
})
