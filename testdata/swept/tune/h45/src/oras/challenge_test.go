package oras

import "testing"

func Test_parseChallenge(t *testing.T) {
	tests := []struct {
		name   string
		header string
	}{
		// Source: oras.land/oras-go/v2/registry/remote/auth/challenge_test.go:55 (syntax: WWW-Authenticate header text given to the challenge parser, not a URI; stratified sample of 25 look-alikes out of 149 swept candidates)
		{"bearer challenge", `Bearer realm="https://auth.example.io/token",service="registry.example.io",scope="repository:library/hello-world:pull,push"`}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := parseChallengeRealm(tt.header); got == "" {
				t.Errorf("parseChallengeRealm(%q) found no realm", tt.header)
			}
		})
	}
}
