/** The demo-request form's section on both landings; every hero and call-to-action points here. */
export const FORM_SECTION_ID = 'formulario'
export const FORM_HREF = `#${FORM_SECTION_ID}`
