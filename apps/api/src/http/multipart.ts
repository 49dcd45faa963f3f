/**
 * Reads a multipart/form-data body (profile and recipe forms, image uploads) and holds it to the contract's
 * form schema, so multipart calls are checked as strictly as JSON ones: unknown fields are refused, text
 * fields are coerced to the declared number types, and at most one file (buffered, at most 2 MB) is kept.
 */
import type { MultipartFile, MultipartValue } from '@fastify/multipart'
import type { ValidateFunction } from 'ajv/dist/2020.js'
import type { FastifyRequest } from 'fastify'
import { MAX_UPLOAD_BYTES } from '../app'
import { loadContract, type JsonSchema, type OpenApiDocument } from '../contract/contract'
import { createValidators, describeValidationError } from '../contract/validation'
import { badRequest, HttpError } from './errors'

/** A function, not a constant: app.ts imports the modules that import this file. */
export const fileTooLargeMessage = () =>
  `The picture is too large; the limit is ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`

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

interface FormValidator {
  validate: ValidateFunction
  properties: Record<string, JsonSchema>
  fileFields: Set<string>
}

let contract: OpenApiDocument | undefined
let validators: ReturnType<typeof createValidators> | undefined
const compiled = new Map<string, FormValidator>()

function contractDocument() {
  contract ??= loadContract()
  return contract
}

/** A local `#/components/schemas/X` reference followed once (enough for a form's field schemas). */
function resolve(schema: JsonSchema): JsonSchema {
  const ref = schema.$ref
  if (typeof ref !== 'string') return schema
  const name = ref.replace('#/components/schemas/', '')
  return contractDocument().components?.schemas?.[name] ?? schema
}

function multipartSchemaOf(operationId: string): JsonSchema {
  for (const item of Object.values(contractDocument().paths)) {
    for (const operation of Object.values(item) as {
      operationId?: string
      requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
    }[]) {
      if (operation?.operationId !== operationId) continue
      const schema = operation.requestBody?.content?.['multipart/form-data']?.schema
      if (!schema) throw new Error(`The contract's ${operationId} takes no multipart body`)
      return schema
    }
  }
  throw new Error(`No operation ${operationId} in the contract`)
}

function formValidator(source: string | JsonSchema): FormValidator {
  const cacheKey = typeof source === 'string' ? source : JSON.stringify(source)
  const cached = compiled.get(cacheKey)
  if (cached) return cached
  const schema = resolve(typeof source === 'string' ? multipartSchemaOf(source) : source)
  const properties = Object.fromEntries(
    Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(([name, property]) => [
      name,
      resolve(property),
    ]),
  )
  validators ??= createValidators(contractDocument())
  const validator: FormValidator = {
    // The coercing validator turns text such as "172.5" into the number the schema declares.
    validate: validators.compileParameters(schema),
    properties,
    fileFields: new Set(
      Object.entries(properties)
        .filter(([, property]) => property.format === 'binary')
        .map(([name]) => name),
    ),
  }
  compiled.set(cacheKey, validator)
  return validator
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
      return new HttpError(413, fileTooLargeMessage())
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
 * Reads the request's form: text fields and at most one file, checked against the contract's
 * multipart schema of `source` (an operationId, by default the route's own, or a schema). Bad forms are a
 * 400 naming the field, a file over 2 MB a 413, a body that is not multipart a 415.
 */
export async function readMultipartForm<Fields = Record<string, unknown>>(
  request: FastifyRequest,
  source?: string | JsonSchema,
): Promise<MultipartForm<Fields>> {
  const operationId = (request.routeOptions.config as { operationId?: string }).operationId
  const validator = formValidator(source ?? operationId ?? '')
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
        if (part.file.truncated) throw new HttpError(413, fileTooLargeMessage())
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
  return { fields: fields as Fields, file }
}

function textValue(part: MultipartValue, validator: FormValidator): unknown {
  const name = part.fieldname
  if (validator.fileFields.has(name)) throw badRequest(`The form field "${name}" must be a file.`)
  if (part.valueTruncated) throw badRequest(`The form field "${name}" is too long.`)
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
