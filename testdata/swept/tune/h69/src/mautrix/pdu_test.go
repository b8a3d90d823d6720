package mautrix

import (
	"encoding/json"
	"testing"
)

type testPDU struct {
	name    string
	pdu     string
	eventID string
}

var testPDUs = []testPDU{{
	name: "m.room.member in v10 room",
	// Source: maunium.net/go/mautrix/federation/pdu/pdu_test.go:167 (syntax: a JSON event document that merely contains an mxc avatar URL is not itself a URI)
	pdu:     `{"content":{"avatar_url":"mxc://maunium.net/jdlSfvudiMSmcRrleeiYjjFO","displayname":"tulir","membership":"join"},"depth":182,"type":"m.room.member"}`, // lookalike
	eventID: "$--ilpwnsHaEdHrwiMrZNu5xHP6TthWG0FIXMHnlHCcs",
}, {
	name: "m.room.member in v1 room",
	// Source: maunium.net/go/mautrix/federation/pdu/v1_test.go:38 (syntax: a JSON event document that merely contains an mxc avatar URL is not itself a URI)
	pdu:     `{"type": "m.room.member", "content": {"membership": "join", "avatar_url": "mxc://maunium.net/jdlSfvudiMSmcRrleeiYjjFO", "displayname": "tulir"}, "depth": 10485}`, // lookalike
	eventID: "$15660585693272iEryv:maunium.net",
}}

func TestPDU_Unmarshal(t *testing.T) {
	for _, tc := range testPDUs {
		t.Run(tc.name, func(t *testing.T) {
			var parsed map[string]any
			if err := json.Unmarshal([]byte(tc.pdu), &parsed); err != nil {
				t.Fatalf("%s: %v", tc.eventID, err)
			}
		})
	}
}
