import { DomUtils, parseDocument } from 'htmlparser2'

type Element = ReturnType<typeof DomUtils.findAll>[number]

/** Elements of rendered markup that carry a data hook, e.g. "data-faq-question". For unit tests. */
export function findByAttribute(html: string, attribute: string): Element[] {
  return DomUtils.findAll((element) => attribute in element.attribs, parseDocument(html).children)
}

/** The text a visitor reads in each element carrying the attribute, entities decoded. */
export function textsByAttribute(html: string, attribute: string): string[] {
  return findByAttribute(html, attribute).map((element) => DomUtils.textContent(element))
}
