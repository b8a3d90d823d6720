// Package reviewdog holds cases rewritten from github.com/reviewdog/reviewdog.
package reviewdog

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/url"
	"os"
)

// Source: github.com/reviewdog/reviewdog/cmd/reviewdog/main.go:95 (syntax: usage text whose link holds word placeholders in angle brackets, prose shown to users)
const reporterDoc = "reporter of reviewdog results.\n\t\t\tYou can get token from https://reviewdog.app/gh/<owner>/<repo-name>.\n" // lookalike

func registerFlags(fs *flag.FlagSet) {
	fs.String("reporter", "local", reporterDoc)
}

func usage() {
	fmt.Fprintln(os.Stderr, "Flags:")
	// Source: github.com/reviewdog/reviewdog/cmd/reviewdog/main.go:244 (syntax: a URL inside a usage sentence, joined to the words around it)
	fmt.Fprintln(os.Stderr, "See https://github.com/reviewdog/reviewdog for more detail.") // lookalike
}

func runList(w io.Writer) {
	// Source: github.com/reviewdog/reviewdog/cmd/reviewdog/main.go:479 (plainhttp: a documentation link printed in the list of formats, no request is made to it)
	fmt.Fprintf(w, "%s\t%s\t- %s\n", "checkstyle", "checkstyle XML format", "http://checkstyle.sourceforge.net/") // lookalike
}

// Source: github.com/reviewdog/reviewdog/doghouse/appengine/checker.go:118 (hostjoin: the request's Host is already host or host:port with IPv6 brackets, nothing is joined with a bare colon)
func doghouseBaseURL(r *http.Request) *url.URL {
	scheme := ""
	if r.URL != nil && r.URL.Scheme != "" {
		scheme = r.URL.Scheme
	}
	if scheme == "" {
		scheme = "https"
	}
	u, err := url.Parse(scheme + "://" + r.Host) // lookalike
	if err != nil {
		log.Printf("%v", err)
	}
	return u
}

// Source: github.com/reviewdog/reviewdog/doghouse/appengine/checker.go:106 (escaper: owner and repo names go into the decoded Path field and String escapes them)
func githubRepoURL(r *http.Request, owner, repo string) string {
	u := doghouseBaseURL(r)
	u.Path = fmt.Sprintf("/gh/%s/%s", owner, repo) // lookalike
	return u.String()
}

// Source: github.com/reviewdog/reviewdog/doghouse/appengine/github.go:101 (escaper: the query comes from url.Values.Encode, which escapes every value)
func buildGithubAuthURL(clientID, redirectURI, state string) string {
	query := url.Values{}
	query.Set("client_id", clientID)
	query.Set("redirect_uri", redirectURI)
	query.Set("state", state)
	return "https://github.com/login/oauth/authorize?" + query.Encode() // lookalike
}

// Source: github.com/reviewdog/reviewdog/parser/sarif.go:194 (pathjoin: url.JoinPath is the URI-aware join, it keeps the scheme and authority of the base)
func resolveArtifactURI(baseURI *string, uri string) string {
	if baseURI != nil && *baseURI != "" {
		if u, err := url.JoinPath(*baseURI, uri); err == nil { // lookalike
			uri = u
		}
	}
	return uri
}

// Source: github.com/reviewdog/reviewdog/service/gitea/gitea.go:401 (pathjoin: url.JoinPath appends commit path segments to the repository page without touching scheme or host)
func commitBaseURL(htmlURL, sha string) (string, error) {
	return url.JoinPath(htmlURL, "src", "commit", sha) // lookalike
}

// withServerVariables splits a Bitbucket server URL into protocol and domain.
func withServerVariables(server string) (map[string]string, error) {
	u, err := url.Parse(server)
	if err != nil {
		return nil, err
	}
	if u.Scheme == "" || u.Host == "" {
		return nil, errors.New("bad server url")
	}
	return map[string]string{"protocol": u.Scheme, "bitbucketDomain": u.Host + u.Path}, nil
}

// CheckResponse is the doghouse check response.
type CheckResponse struct {
	ReportURL string `json:"report_url"`
}

// postCheck posts a check to the doghouse server at base.
func postCheck(base string) (*CheckResponse, error) {
	resp, err := http.Post(base, "application/json", nil)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var out CheckResponse
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return nil, err
	}
	return &out, nil
}

// Repository is a GitHub repository.
type Repository struct {
	HTMLURL string `json:"html_url"`
}

// buildMessage renders a markdown link to a file at a commit.
func buildMessage(serverURL, path, msg string) string {
	_ = serverURL
	return path + msg
}
