package oidc

import (
	"encoding/json"
	"errors"
	"testing"
)

func parseLogoutToken(payload string) (*logoutClaims, error) {
	var c logoutClaims
	if err := json.Unmarshal([]byte(payload), &c); err != nil {
		return nil, err
	}
	if c.Events.Logout == nil {
		return nil, errors.New("oidc: logout token missing required event")
	}
	return &c, nil
}

func TestParseLogoutToken(t *testing.T) {
	tests := []struct {
		name    string
		payload string
		wantErr bool
	}{
		// Source: github.com/coreos/go-oidc/v3/oidc/logout_test.go:278 (syntax: a JSON logout-token payload of the skip issuer check row, a document and not a URI; uniform sample of 7 of 52 test text candidates)
		{name: "skip issuer check", payload: `{"iss": "https://other.example.com", "sub": "user-1", "aud": "test-client-id", "jti": "jti-1", "sid": "sid-1", "events": {"http://schemas.openid.net/event/backchannel-logout": {}}}`}, // lookalike
		// Source: github.com/coreos/go-oidc/v3/oidc/logout_test.go:436 (syntax: a JSON logout-token payload of the no subject row, a document and not a URI; uniform sample of 7 of 52 test text candidates)
		{name: "no subject", payload: `{"iss": "https://login.example.com", "aud": "test-client-id", "jti": "jti-1", "sid": "sid-1", "events": {"http://schemas.openid.net/event/backchannel-logout": {}}}`}, // lookalike
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := parseLogoutToken(tc.payload)
			if (err != nil) != tc.wantErr {
				t.Fatalf("parseLogoutToken() error = %v, wantErr %v", err, tc.wantErr)
			}
		})
	}
}
