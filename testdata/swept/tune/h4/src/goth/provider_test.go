package goth

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

func customisedProvider() *Provider {
	// Source: github.com/markbates/goth/providers/github/github_test.go:72 (provider built with endpoints whose hosts are uppercase words)
	return NewCustomisedURL(os.Getenv("GH_KEY"), os.Getenv("GH_SECRET"), "/foo", "http://authURL", "http://tokenURL", "http://profileURL") // defect hostcase form
}

func TestNewCustomisedURL(t *testing.T) {
	s, err := customisedProvider().BeginAuth("test_state")
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/markbates/goth/providers/okta/okta_test.go:29 (expected prefix of the auth URL, uppercase host)
	if !strings.Contains(s, "http://authURL") { // defect hostcase form
		t.Fatalf("got %q", s)
	}
}

type session struct {
	AuthURL     string
	AccessToken string
}

func TestUnmarshalSession(t *testing.T) {
	var s session
	// Source: github.com/markbates/goth/providers/meetup/meetup_test.go:43 (session JSON round-trip whose AuthURL has a typo scheme)
	err := json.Unmarshal([]byte(`{"AuthURL":"ttps://secure.meetup.example.com/oauth2/authorize","AccessToken":"1234567890"}`), &s) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if s.AccessToken != "1234567890" {
		t.Fatal("token")
	}
}

type user struct {
	Avatar struct{ URL string }
}

func TestAvatarCopied(t *testing.T) {
	var u user
	// Source: github.com/markbates/goth/providers/intercom/intercom_test.go:80 (fake avatar value copied through, never requested)
	u.Avatar.URL = "http://avatarURL" // lookalike
	b, _ := json.Marshal(u)
	if !strings.Contains(string(b), "avatarURL") {
		t.Fatal("avatar lost")
	}
}
