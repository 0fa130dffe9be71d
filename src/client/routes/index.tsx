import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/')({
  component: HomePage,
})

function HomePage() {
  return <h1 className="p-6 text-2xl font-semibold">Encore</h1>
}
