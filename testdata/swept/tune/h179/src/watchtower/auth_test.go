package watchtower

import (
	"net/url"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

func TestGetAuthURL(t *testing.T) {
	// Source: github.com/containrrr/watchtower/pkg/registry/auth/auth_test.go:70 (syntax: a WWW-Authenticate challenge header given to the challenge parser GetAuthURL, whose realm is a well-formed https URL; the literal is a header, not a URI, rule 2c)
	challenge := `bearer realm="https://ghcr.io/token",service="ghcr.io",scope="repository:user/image:pull"` // lookalike
	expected := &url.URL{
		Host:   "ghcr.io",
		Scheme: "https",
		Path:   "/token",
		// Source: github.com/containrrr/watchtower/pkg/registry/auth/auth_test.go:73 (percent: the escapes are upper-case and encode the reserved : and / inside a query value, as url.Values.Encode does, so the expected auth URL is in normal form)
		RawQuery: "scope=repository%3Acontainrrr%2Fwatchtower%3Apull&service=ghcr.io", // lookalike
	}

	URL, err := GetAuthURL(challenge, "containrrr/watchtower")
	if err != nil || !reflect.DeepEqual(URL, expected) {
		t.Fatalf("want %v, got %v (%v)", expected, URL, err)
	}
}

func TestGetAuthURLInvalidChallenge(t *testing.T) {
	// Source: github.com/containrrr/watchtower/pkg/registry/auth/auth_test.go:87 (syntax: a challenge header missing its service, given to the parser in a case named invalid that expects an error, deliberate by rules 2a and 2b)
	challenge := `bearer realm="https://ghcr.io/token"` // lookalike
	URL, err := GetAuthURL(challenge, "containrrr/watchtower")
	if err == nil || URL != nil {
		t.Fatal("want an error for an invalid challenge header")
	}
}

func TestGetAuthURLEmptyField(t *testing.T) {
	// Source: github.com/containrrr/watchtower/pkg/registry/auth/auth_test.go:116 (syntax: a challenge header with a trailing empty field given to the challenge parser, an edge-case input by rule 2c)
	input := `bearer realm="https://ghcr.io/token",service="ghcr.io",scope="repository:user/image:pull",` // lookalike
	res, err := GetAuthURL(input, "containrrr/watchtower")
	if err != nil || res == nil {
		t.Fatal(err)
	}
}

func TestGetAuthURLValuelessField(t *testing.T) {
	// Source: github.com/containrrr/watchtower/pkg/registry/auth/auth_test.go:124 (syntax: a challenge header with a field without a value given to the challenge parser, an edge-case input by rule 2c)
	input := `bearer realm="https://ghcr.io/token",service="ghcr.io",scope="repository:user/image:pull",valuelesskey` // lookalike
	res, err := GetAuthURL(input, "containrrr/watchtower")
	if err != nil || res == nil {
		t.Fatal(err)
	}
}

func TestGetChallengeURL(t *testing.T) {
	// Source: github.com/containrrr/watchtower/pkg/registry/auth/auth_test.go:135 (hostjoin: the expected challenge URL sets a plain registry host in its Host field, nothing joined by hand)
	expected := url.URL{Host: "ghcr.io", Scheme: "https", Path: "/v2/"} // lookalike
	if got := GetChallengeURL("ghcr.io/containrrr/watchtower:latest"); got != expected {
		t.Errorf("want %v, got %v", expected, got)
	}
}

func TestGetChallengeURLDockerHub(t *testing.T) {
	// Source: github.com/containrrr/watchtower/pkg/registry/auth/auth_test.go:140 (hostjoin: the expected Docker Hub challenge URL sets a plain host in its Host field, nothing joined by hand)
	expected := url.URL{Host: "index.docker.io", Scheme: "https", Path: "/v2/"} // lookalike
	if got := GetChallengeURL("containrrr/watchtower:latest"); got != expected {
		t.Errorf("want %v, got %v", expected, got)
	}
}

func TestGetChallengeURLDockerIO(t *testing.T) {
	// Source: github.com/containrrr/watchtower/pkg/registry/auth/auth_test.go:145 (hostjoin: the expected challenge URL for a docker.io reference sets a plain host in its Host field, nothing joined by hand)
	expected := url.URL{Host: "index.docker.io", Scheme: "https", Path: "/v2/"} // lookalike
	if got := GetChallengeURL("docker.io/containrrr/watchtower:latest"); got != expected {
		t.Errorf("want %v, got %v", expected, got)
	}
}

var scopeImageRegexp = regexp.MustCompile("^repository:[a-z0-9]+(/[a-z0-9]+)*:pull$")

func getScopeFromImageAuthURL(t *testing.T, imageName string) string {
	// Source: github.com/containrrr/watchtower/pkg/registry/auth/auth_test.go:156 (syntax: a challenge header for the test host dummy.host given to the challenge parser, whose realm is a well-formed https URL, rule 2c)
	challenge := `bearer realm="https://dummy.host/token",service="dummy.host",scope="repository:user/image:pull"` // lookalike
	URL, _ := GetAuthURL(challenge, imageName)

	scope := URL.Query().Get("scope")
	if !scopeImageRegexp.MatchString(scope) {
		t.Errorf("scope %q does not match", scope)
	}
	return strings.Replace(scope[11:], ":pull", "", 1)
}

func TestScopeFromImageName(t *testing.T) {
	if got := getScopeFromImageAuthURL(t, "registry"); got != "library/registry" {
		t.Errorf("got %q", got)
	}
}
