-- Every change of a contest submission (its insertion as pending, its verdict, a rejudge) is
-- logged in contest_events and announced on cc_contest_events at commit, whoever writes it (the
-- judge worker, a rejudge, an operator). The log's id orders the changes, is the SSE event id,
-- and lets any API server resume a viewer (Last-Event-ID). Decision 015.
CREATE OR REPLACE FUNCTION cc_contest_submission_event() RETURNS trigger AS $$
DECLARE
  eid bigint;
BEGIN
  INSERT INTO contest_events (contest_id, submission_id, user_id, problem_id, status, submitted_at)
  VALUES (NEW.contest_id, NEW.id, NEW.user_id, NEW.problem_id, NEW.status, NEW.submitted_at)
  RETURNING id INTO eid;
  PERFORM pg_notify('cc_contest_events',
    json_build_object('contestId', NEW.contest_id, 'eventId', eid::text)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cc_contest_submission_inserted
  AFTER INSERT ON submissions
  FOR EACH ROW WHEN (NEW.contest_id IS NOT NULL)
  EXECUTE FUNCTION cc_contest_submission_event();
--> statement-breakpoint
CREATE TRIGGER cc_contest_submission_changed
  AFTER UPDATE OF status ON submissions
  FOR EACH ROW WHEN (NEW.contest_id IS NOT NULL AND OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION cc_contest_submission_event();
