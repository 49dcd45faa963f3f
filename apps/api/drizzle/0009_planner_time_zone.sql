-- The meal planner (issue 16): the IANA time zone the browser last sent with a meal-plan write, so "days
-- before today are expired" is judged in the person's own day; null until a write sends one.
ALTER TABLE "users" ADD COLUMN "time_zone" text;
