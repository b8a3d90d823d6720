package dbos

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

type entitlementsStandIn struct {
	server *httptest.Server
}

func newEntitlementsStandIn(t *testing.T) *entitlementsStandIn {
	s := &entitlementsStandIn{}
	s.server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusUnauthorized)
	}))
	t.Cleanup(s.server.Close)
	return s
}

// url is the websocket URL an application would configure for this Conductor.
func (s *entitlementsStandIn) url() string {
	// Source: github.com/dbos-inc/dbos-transact-golang/dbos/entitlements_test.go:66 (hostform: swaps the scheme of the test server's URL, whose host and port follow the new prefix.)
	return "ws://" + strings.TrimPrefix(s.server.URL, "http://") // lookalike
}

func TestEntitlementURL(t *testing.T) {
	for conductorURL, want := range map[string]string{
		// Credentials in the URL are dropped, so they are never sent or quoted in errors.
		// Source: github.com/dbos-inc/dbos-transact-golang/dbos/entitlements_test.go:119 (credentials: input to the URL mapper whose job includes dropping credentials, and the comment says so.)
		"wss://user:secret@conductor.example.com:8443/conductor/v1alpha1": "https://conductor.example.com:8443/conductor/v2/entitlements", // lookalike
	} {
		got, err := entitlementURL(conductorURL)
		if err != nil || got != want {
			t.Errorf("entitlementURL(%q) = %q, %v", conductorURL, got, err)
		}
	}
}

func TestEntitlements(t *testing.T) {
	t.Run("ConductorCredentialsNeverReachErrors", func(t *testing.T) {
		conductor := newEntitlementsStandIn(t)
		// Source: github.com/dbos-inc/dbos-transact-golang/dbos/entitlements_test.go:234 (credentials: the subtest adds credentials on purpose to check they never reach error messages.)
		withCredentials := strings.Replace(conductor.url(), "ws://", "ws://user:secret@", 1) // lookalike
		message := entitlementError(withCredentials)
		if strings.Contains(message, "secret") || strings.Contains(message, "user") {
			t.Errorf("credentials leaked: %s", message)
		}
	})
}
