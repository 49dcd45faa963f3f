-- Embed sessions (issue 13): a widget on a partner site signs in with a bearer token valid only with the
-- origin it was made for; cookie sessions keep null.
ALTER TABLE "sessions" ADD COLUMN "embed_origin" text;