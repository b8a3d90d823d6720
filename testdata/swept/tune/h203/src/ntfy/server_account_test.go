package ntfy

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestAccount_Subscription_AddUpdateDelete(t *testing.T) {
	s := newTestServer(t, newTestServerConfig(t))

	// Source: heckel.io/ntfy/v2/server/server_account_test.go:208 (plainhttp: the subscription's base_url is plain http to the public host abc.com in a request the test expects to succeed and whose stored value it checks, a working value by rule 1)
	rr := request(t, s, "POST", "/v1/account/subscription", `{"base_url": "http://abc.com", "topic": "def"}`, map[string]string{ // defect plainhttp
		"Authorization": basicAuth("phil", "phil"),
	})
	require.Equal(t, 200, rr.Code)

	// Source: heckel.io/ntfy/v2/server/server_account_test.go:223 (plainhttp: the same plain-http public base URL in the subscription update the test expects to succeed, rule 1)
	rr = request(t, s, "PATCH", "/v1/account/subscription", `{"base_url": "http://abc.com", "topic": "def", "display_name": "ding dong"}`, map[string]string{ // defect plainhttp
		"Authorization": basicAuth("phil", "phil"),
	})
	require.Equal(t, 200, rr.Code)
}
