import { LeadForm } from '@/components/site/lead-form/lead-form'

// TEMPORARY: lets the leads branch exercise the form in a browser until the real landing
// (built by the landings helper) is merged. Deleted in the "drop temporary landing" commit.
export default function TemporaryLanding() {
  return (
    <section id="formulario" className="mx-auto max-w-3xl px-4 py-16">
      <h2 className="mb-6 text-2xl font-bold">Solicite uma demonstração</h2>
      <LeadForm source="planejamento-de-midia" />
    </section>
  )
}
