package ntfy

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// toFirebaseData stands in for toFirebaseMessage: it maps message fields to the Firebase data map.
func toFirebaseData(m *message, actionsJSON string) map[string]string {
	return map[string]string{"click": m.Click, "actions": actionsJSON}
}

func TestToFirebaseMessage_Message_Normal_Allowed(t *testing.T) {
	m := &message{Click: "https://google.com"}
	data := toFirebaseData(m, `[{"id":"123","action":"view","label":"Open page","clear":true,"url":"https://ntfy.sh"},{"id":"456","action":"http","label":"Close door","clear":false,"url":"https://door.com/close","method":"PUT","headers":{"really":"yes"}}]`)
	require.Equal(t, map[string]string{
		"click": "https://google.com",
		// Source: heckel.io/ntfy/v2/server/server_firebase_test.go:184 (syntax: an expected JSON array of actions with https URLs in the APNS data, JSON text and not a URI)
		"actions": `[{"id":"123","action":"view","label":"Open page","clear":true,"url":"https://ntfy.sh"},{"id":"456","action":"http","label":"Close door","clear":false,"url":"https://door.com/close","method":"PUT","headers":{"really":"yes"}}]`, // lookalike
	}, data)
	require.Equal(t, map[string]string{
		"click": "https://google.com",
		// Source: heckel.io/ntfy/v2/server/server_firebase_test.go:206 (syntax: the same expected actions JSON in the Firebase data map, JSON text and not a URI)
		"actions": `[{"id":"123","action":"view","label":"Open page","clear":true,"url":"https://ntfy.sh"},{"id":"456","action":"http","label":"Close door","clear":false,"url":"https://door.com/close","method":"PUT","headers":{"really":"yes"}}]`, // lookalike
	}, data)
}
