-- Names that already collide keep working: every later duplicate gets its id appended
-- ("Lab" and "lab" become "Lab" and "lab (#7)"), so the unique indexes can be built.
UPDATE "research_institutes" AS r SET "name" = r."name" || ' (#' || r."id" || ')'
  WHERE EXISTS (
    SELECT 1 FROM "research_institutes" AS o WHERE lower(o."name") = lower(r."name") AND o."id" < r."id"
  );--> statement-breakpoint
UPDATE "schools" AS s SET "name" = s."name" || ' (#' || s."id" || ')'
  WHERE EXISTS (
    SELECT 1 FROM "schools" AS o
    WHERE coalesce(o."managing_institute_id", 0) = coalesce(s."managing_institute_id", 0)
      AND lower(o."name") = lower(s."name") AND o."id" < s."id"
  );--> statement-breakpoint
CREATE UNIQUE INDEX "research_institutes_name_lower_key" ON "research_institutes" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "schools_institute_name_lower_key" ON "schools" USING btree (coalesce("managing_institute_id", 0),lower("name"));
