import type { SVGProps } from 'react'

/** lucide's drawing conventions: a 24 px grid, 2 px round strokes in the current colour. */
type IconNode = ReadonlyArray<
  readonly [
    tag: 'path' | 'circle' | 'rect' | 'line' | 'polyline' | 'polygon',
    attributes: Record<string, string>,
  ]
>
export type SiteIcon = (props: SVGProps<SVGSVGElement>) => React.JSX.Element

export function icon(nodes: IconNode): SiteIcon {
  return function SiteIconSvg(props) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
      >
        {nodes.map(([Tag, attributes], index) => (
          <Tag key={index} {...attributes} />
        ))}
      </svg>
    )
  }
}
