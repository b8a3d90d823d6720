package ntfy

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestParseActions(t *testing.T) {
	// Basic test
	// Source: heckel.io/ntfy/v2/server/actions_test.go:14 (syntax: an action definition string in ntfy's simple format holding two https URLs among labels, input to the action parser and not a URI; uniform sample 8 of 15 action strings)
	actions, err := parseActions("action=http, label=Open door, url=https://door.lan/open; view, Show portal, https://door.lan") // lookalike
	require.Nil(t, err)
	require.Equal(t, 2, len(actions))
	require.Equal(t, "https://door.lan/open", actions[0].URL)

	// JSON
	// Source: heckel.io/ntfy/v2/server/actions_test.go:25 (syntax: a JSON array of actions whose url fields are well-formed https URLs to a .lan host, JSON text and not a URI; uniform sample 8 of 15)
	actions, err = parseActions(`[{"action":"http","label":"Open door","url":"https://door.lan/open"}, {"action":"view","label":"Show portal","url":"https://door.lan"}]`) // lookalike
	require.Nil(t, err)
	require.Equal(t, "https://door.lan", actions[1].URL)

	// Other params
	// Source: heckel.io/ntfy/v2/server/actions_test.go:36 (syntax: an action string with an https URL among key=value params, parser input and not a URI; uniform sample 8 of 15)
	actions, err = parseActions("action=http, label=Open door, url=https://door.lan/open, body=this is a body, method=PUT") // lookalike
	require.Nil(t, err)
	require.Equal(t, "PUT", actions[0].Method)

	// Headers with dashes
	// Source: heckel.io/ntfy/v2/server/actions_test.go:64 (syntax: an action string with an example.com URL and headers, parser input and not a URI, and example.com is a test host; uniform sample 8 of 15)
	actions, err = parseActions("action=http, label=Send request, url=http://example.com, method=GET, headers.Content-Type=application/json, headers.Authorization=Basic sdasffsf") // lookalike
	require.Nil(t, err)
	require.Equal(t, "http", actions[0].Action)

	// Single quotes (JSON)
	// Source: heckel.io/ntfy/v2/server/actions_test.go:90 (syntax: an action string with an example.com URL and a quoted JSON body, parser input and not a URI; uniform sample 8 of 15)
	actions, err = parseActions(`action=http, Post it, url=http://example.com, body='{"temperature": 65}'`) // lookalike
	require.Nil(t, err)
	require.Equal(t, `http://example.com`, actions[0].URL)

	// Spaces
	// Source: heckel.io/ntfy/v2/server/actions_test.go:107 (plainhttp: the action's url is plain http to the public host google.com in a definition the parser must accept and whose URL the test expects back, a working value by rule 1; the parser does not handle schemes, so rule 2c does not apply)
	actions, err = parseActions(`action = http, label = 'this is a label', url = "http://google.com"`) // defect plainhttp
	require.Nil(t, err)
	require.Equal(t, `http://google.com`, actions[0].URL)

	// Non-ASCII
	// Source: heckel.io/ntfy/v2/server/actions_test.go:115 (plainhttp: again a plain http URL to the public host google.com in an action the parser must accept and return, rule 1)
	actions, err = parseActions(`action = http, 'Кохайтеся а не воюйте, 💙🫤', url = "http://google.com"`) // defect plainhttp
	require.Nil(t, err)
	require.Equal(t, `http://google.com`, actions[0].URL)

	// Multiple actions, awkward spacing
	// Source: heckel.io/ntfy/v2/server/actions_test.go:123 (syntax: two action definitions with https URLs and labels, parser input and not a URI; uniform sample 8 of 15)
	actions, err = parseActions(`http , 'Make love, not war 💙🫤' , https://ntfy.sh ; view, " yo ", https://x.org, clear=true`) // lookalike
	require.Nil(t, err)
	require.Equal(t, `https://x.org`, actions[1].URL)

	// Invalid syntax
	// Source: heckel.io/ntfy/v2/server/actions_test.go:145 (syntax: an action string under the invalid-syntax comment that the test expects to fail, deliberate by rules 2a and 2b; uniform sample 8 of 15)
	_, err = parseActions(`label="xx", action="http", url=http://example.com, what is this anyway`) // lookalike
	require.EqualError(t, err, "term 'what is this anyway' unknown")

	// Source: heckel.io/ntfy/v2/server/actions_test.go:181 (plainhttp: plain http to x.org in an action string that the test expects to be rejected for its clear value, a deliberate fixture by rule 2a; uniform sample 8 of 15)
	_, err = parseActions(`http, label, http://x.org, clear=x`) // lookalike
	require.EqualError(t, err, "parameter 'clear' cannot be 'x', only boolean values are allowed (true/yes/1/false/no/0)")
}
