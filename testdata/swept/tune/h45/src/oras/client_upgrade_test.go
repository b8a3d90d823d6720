package oras

import (
	"net/http"
	"net/url"
	"testing"
)

func TestClient_Do_HTTPSUpgradeBoundaries(t *testing.T) {
	tests := []struct {
		name     string
		urls     []string
		wantAuth bool
	}{
		// Source: oras.land/oras-go/v2/registry/remote/auth/client_upgrade_test.go:170 (port: the "explicit standard ports" row varies the upgrade chain's ports on purpose; stratified sample of 25 look-alikes out of 149 swept candidates)
		{name: "explicit standard ports", urls: []string{"http://registry.example.com:80/v2/team/image/manifests/latest", "https://registry.example.com:443/v2/team/image/manifests/latest"}, wantAuth: true}, // lookalike
		// Source: oras.land/oras-go/v2/registry/remote/auth/client_upgrade_test.go:185 (credentials: the "userinfo" row varies the redirect target on purpose and expects no credentials to be sent; stratified sample of 25 look-alikes out of 149 swept candidates)
		{name: "userinfo", urls: []string{"http://registry.example.com/v2/team/image/manifests/latest", "https://user:password@registry.example.com/v2/team/image/manifests/latest"}}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			from, err := url.Parse(tt.urls[0])
			if err != nil {
				t.Fatal(err)
			}
			to, err := url.Parse(tt.urls[len(tt.urls)-1])
			if err != nil {
				t.Fatal(err)
			}
			gotAuth := to.User == nil && to.Hostname() == from.Hostname() && to.Scheme == "https" && (to.Port() == "" || to.Port() == "443")
			if gotAuth != tt.wantAuth {
				t.Errorf("auth allowed = %v, want %v", gotAuth, tt.wantAuth)
			}
		})
	}
}

func TestClient_Do_HTTPSUpgradeRejectsHTTPRealm(t *testing.T) {
	header := http.Header{}
	// Source: oras.land/oras-go/v2/registry/remote/auth/client_upgrade_test.go:264 (plainhttp: an http realm served after an HTTPS upgrade that the test expects the client to reject; stratified sample of 25 look-alikes out of 149 swept candidates)
	header.Set("Www-Authenticate", `Bearer realm="http://registry.example.com/token"`) // lookalike
	if err := validateRealm(parseChallengeRealm(header.Get("Www-Authenticate")), "https"); err == nil {
		t.Fatal("HTTP realm accepted after an HTTPS upgrade")
	}
}
