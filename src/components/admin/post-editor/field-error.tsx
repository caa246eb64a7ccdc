/** An inline validation message, referenced by its field's aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} className="text-sm font-medium text-red-700" data-field-error="">
      {message}
    </p>
  )
}
