package oidc

import "encoding/json"

// Source: github.com/coreos/go-oidc/v3/oidc/logout.go:79 (plainhttp: the JSON key is the back-channel logout event identifier defined by the spec, a name that is never fetched; uniform sample of 3 of 6 non-test text candidates)
type logoutEvents struct {
	Logout json.RawMessage `json:"http://schemas.openid.net/event/backchannel-logout"` // lookalike
}

type logoutClaims struct {
	Issuer string       `json:"iss"`
	Events logoutEvents `json:"events"`
}
