import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/**
 * React.lazy for a component fetched on demand, with a stand-in when its chunk cannot be
 * fetched (offline, or replaced by a deploy): the page keeps working instead of falling to the
 * error boundary.
 */
export function lazyOr<P extends object>(
  load: () => Promise<ComponentType<P>>,
  unavailable: ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: unavailable }),
    ),
  )
}
