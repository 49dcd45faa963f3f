/**
 * Reads a multipart/form-data body (profile and recipe forms, image uploads) and holds it to the contract's
 * form schema, so multipart calls are checked as strictly as JSON ones: unknown fields are refused, text
 * fields are coerced to the declared number types, and at most one file (buffered, at most 2 MB) is kept.
 */
import type { MultipartFile, MultipartValue } from '@fastify/multipart'
import type { ValidateFunction } from 'ajv/dist/2020.js'
import type { FastifyRequest } from 'fastify'
import type { JsonSchema } from '../contract/contract'
import { checkStorableText, type ContractValidators, describeValidationError } from '../contract/validation'
import { badRequest, HttpError } from './errors'
import type { OperationForm, OperationId } from './types'

/** The largest picture accepted (spec: images under 2 MB); app.ts gives it to the multipart plugin. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024

const FILE_TOO_LARGE = `The picture is too large; the limit is ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`
export const EMPTY_FILE = 'The picture file is empty. Please choose another one.'

export interface UploadedFile {
  /** The form field the file came in. */
  field: string
  /** As the client named it; never trusted for the type. */
  filename: string
  buffer: Buffer
}

/** The text fields of a form type from the generated contract types (file fields are `Blob`). */
export type FormFields<Form> = {
  [Key in keyof Form as NonNullable<Form[Key]> extends Blob ? never : Key]: Form[Key]
}

export interface MultipartForm<Fields> {
  fields: Fields
  /** The one file sent, or null. */
  file: UploadedFile | null
}

/** What reading one operation's form needs: its compiled schema, its fields' schemas, its file fields. */
export interface FormReader {
  validate: ValidateFunction
  properties: Record<string, JsonSchema>
  fileFields: Set<string>
  /** Fields that carry JSON as text. */
  jsonText: ReadonlySet<string>
}

/**
 * Compiles an operation's form schema (from the contract loader, `$ref`s of its fields followed) with the
 * coercing validator, which turns text such as "172.5" into the number the schema declares. Done once
 * per operation when routes are registered.
 */
export function compileFormReader(
  validators: ContractValidators,
  schema: JsonSchema,
  jsonText: ReadonlySet<string>,
): FormReader {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  return {
    validate: validators.compileParameters(schema),
    properties,
    fileFields: new Set(
      Object.entries(properties)
        .filter(([, property]) => property.format === 'binary')
        .map(([name]) => name),
    ),
    jsonText,
  }
}

const typeNames: Record<string, string> = {
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
}

/** The multipart plugin's errors (and busboy's) as sentences a person understands. */
function multipartError(error: unknown): HttpError {
  if (error instanceof HttpError) return error
  const code = (error as { code?: string }).code
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, FILE_TOO_LARGE)
    case 'FST_FILES_LIMIT':
      return badRequest('Send at most one file with this form.')
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest('The form has too many fields.')
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return notMultipart()
    case 'FST_PROTO_VIOLATION':
      return badRequest('The form has a field with a reserved name.')
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest('A form field marked as JSON is not valid JSON.')
    default:
      if (error instanceof Error && !('statusCode' in error && Number(error.statusCode) >= 500)) {
        return badRequest('The form data could not be read; please send it again.')
      }
      throw error
  }
}

function notMultipart() {
  return new HttpError(415, 'This call takes a form (multipart/form-data); send the fields as form data.')
}

/**
 * Reads the request's form: text fields and at most one file, checked against the contract form schema
 * of the route's operation (named, so the fields are typed by it). Bad forms are a 400 naming the field,
 * a file over 2 MB a 413, a body that is not multipart a 415.
 */
export async function readMultipartForm<Id extends OperationId>(
  request: FastifyRequest,
  operationId: Id,
): Promise<MultipartForm<FormFields<OperationForm<Id>>>> {
  const { form: validator, operationId: routeOperation } = request.routeOptions.config
  if (routeOperation !== operationId) {
    throw new Error(`readMultipartForm(${operationId}) was called by ${routeOperation ?? 'another route'}`)
  }
  if (!validator) throw new Error(`The contract's ${operationId} takes no multipart body`)
  if (!request.isMultipart()) throw notMultipart()

  const fields: Record<string, unknown> = {}
  let file: UploadedFile | null = null
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname
      if (Object.hasOwn(fields, name)) {
        if (part.type === 'file') await drain(part)
        throw badRequest(`The form field "${name}" was sent more than once.`)
      }
      if (part.type === 'file') {
        if (!validator.fileFields.has(name)) {
          await drain(part)
          throw badRequest(
            Object.hasOwn(validator.properties, name)
              ? `The form field "${name}" must be text, not a file.`
              : `The form has an unknown field "${name}".`,
          )
        }
        const buffer = await part.toBuffer()
        if (part.file.truncated) throw new HttpError(413, FILE_TOO_LARGE)
        if (buffer.length === 0) throw badRequest(EMPTY_FILE)
        file = { field: name, filename: part.filename, buffer }
        // The schema checks presence and unknown names; the bytes are checked by whoever uses the file.
        fields[name] = ''
      } else {
        fields[name] = textValue(part, validator)
      }
    }
  } catch (error) {
    throw multipartError(error)
  }

  if (!validator.validate(fields)) {
    throw badRequest(describeValidationError(validator.validate.errors![0]!, 'form'))
  }
  if (file) delete fields[file.field]
  // Checked against the operation's form schema just above.
  return { fields: fields as FormFields<OperationForm<Id>>, file }
}

function textValue(part: MultipartValue, validator: FormReader): unknown {
  const name = part.fieldname
  if (validator.fileFields.has(name)) throw badRequest(`The form field "${name}" must be a file.`)
  if (part.valueTruncated) throw badRequest(`The form field "${name}" is too long.`)
  checkStorableText({ [name]: part.value }, 'form', validator.jsonText)
  const type = validator.properties[name]?.type
  // Coercion would read an empty number field as 0; an empty field is not a number.
  if (typeof type === 'string' && typeNames[type] && String(part.value).trim() === '') {
    throw badRequest(`"${name}" must be ${typeNames[type]}.`)
  }
  return part.value
}

/** Reads a refused file to its end so the parser can move on (its bytes are dropped). */
async function drain(part: MultipartFile) {
  part.file.resume()
  await new Promise<void>((done) => {
    if (part.file.readableEnded) done()
    else
      part.file
        .once('end', done)
        .once('close', done)
        .once('error', () => done())
  })
}
