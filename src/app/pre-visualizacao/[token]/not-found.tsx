import { PreviewLinkGone } from '@/components/blog/preview/preview-link-gone'

export default function SharedPreviewGone() {
  return <PreviewLinkGone reason="unknown" />
}
