package gitlab

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"testing"
)

func load(config string) *GitLab {
	_url, _ := url.Parse(config)
	params := _url.Query()
	_url.RawQuery = ""

	gitlab := GitLab{}
	gitlab.url = _url.String()
	gitlab.oAuthClientID = params.Get("client_id")
	gitlab.oAuthClientSecret = params.Get("client_secret")
	gitlab.skipVerify, _ = strconv.ParseBool(params.Get("skip_verify"))
	return &gitlab
}

func Test_GitLab(t *testing.T) {
	// setup a dummy gitlab server
	server := httptest.NewServer(http.NotFoundHandler())
	defer server.Close()

	// Source: go.woodpecker-ci.org/woodpecker/v3/server/forge/gitlab/gitlab_test.go:58 (credentials: a dummy client secret passed as a query parameter of the test config string, no password in the userinfo of a URI)
	env := server.URL + "?client_id=test&client_secret=test" // lookalike

	client := load(env)
	if client.oAuthClientSecret != "test" {
		t.Fatal("config not read")
	}
}

func TestGitLabReposUsesEmbeddedPermissions(t *testing.T) {
	server := httptest.NewServer(http.NewServeMux())
	defer server.Close()

	// Source: go.woodpecker-ci.org/woodpecker/v3/server/forge/gitlab/gitlab_test.go:674 (credentials: the same dummy client secret in the query of the test config, not in userinfo)
	client := load(server.URL + "?client_id=test&client_secret=test") // lookalike
	if _, err := client.Repos(); err != nil {
		t.Fatal(err)
	}
}

func TestGitLabReposSkipsProjectOnMembershipLookupNotFound(t *testing.T) {
	server := httptest.NewServer(http.NewServeMux())
	defer server.Close()

	// Source: go.woodpecker-ci.org/woodpecker/v3/server/forge/gitlab/gitlab_test.go:712 (credentials: the same dummy client secret in the query of the test config, not in userinfo)
	client := load(server.URL + "?client_id=test&client_secret=test") // lookalike
	if _, err := client.Repos(); err != nil {
		t.Fatal(err)
	}
}
