/** What the editor holds when the link carries no payload: a small message with one problem to see. */
export const DEFAULT_PAYLOAD = `{
  "blocks": [
    {
      "type": "header",
      "text": { "type": "plain_text", "text": "Release 2.4 :rocket:" }
    },
    {
      "type": "section",
      "text": { "type": "mrkdwn", "text": "*Release 2.4* is out: <https://example.com/notes|the notes>, for <!here>." },
      "accessory": { "type": "button", "action_id": "open", "text": { "type": "plain_text", "text": "Open" } }
    },
    { "type": "divider" },
    {
      "type": "actions",
      "elements": [
        { "type": "button", "action_id": "approve", "style": "primary", "text": { "type": "plain_text", "text": "Approve" } },
        { "type": "button", "action_id": "approve", "style": "danger", "text": { "type": "plain_text", "text": "Reject" } }
      ]
    }
  ]
}
`;
