-- The workspace page no longer lists API tokens (they have their own page, /app/api-tokens),
-- so its one read stops selecting them. A function's result columns cannot be changed in
-- place, hence DROP and CREATE; the rest is 0021's statement unchanged.
DROP FUNCTION workspace_snapshot(uuid, int);

CREATE FUNCTION workspace_snapshot(p_owner uuid, p_library_size int)
RETURNS TABLE (library json, total int, subscription json)
LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN QUERY SELECT
    (SELECT json_agg(a ORDER BY a.created_at DESC, a.agreement_id DESC) FROM (
       SELECT ag.agreement_id::text AS agreement_id, ag.title, ag.template_id, ag.access, ag.summary,
              ag.pages, ag.created_at, ag.updated_at
       FROM agreements ag WHERE ag.owner_id = p_owner
       ORDER BY ag.created_at DESC, ag.agreement_id DESC LIMIT p_library_size) a),
    (SELECT lc.total FROM library_counts lc WHERE lc.owner_id = p_owner),
    (SELECT row_to_json(s) FROM subscriptions s WHERE s.user_id = p_owner::text);
END
$fn$;
