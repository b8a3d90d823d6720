package scaleway

import (
	"net/http"
	"regexp"

	"gopkg.in/dnaeon/go-vcr.v4/pkg/cassette"
)

const (
	unixDockerEngine        = "/var/run/docker.sock"
	escapedUnixDockerEngine = "%2Fvar%2Frun%2Fdocker.sock"
)

func customDockerMatcher(r *http.Request, i cassette.Request) bool {
	// URL is stored unescaped for human readability, but will be escaped in request
	escapedRecordedURL := regexp.MustCompile(`http://`+unixDockerEngine+`(.+)?`).
		ReplaceAllString(
			i.URL,
			// Source: github.com/scaleway/scaleway-sdk-go/vcr/matchers.go:37 (percent: a regexp replacement with "${1}", which writes the socket path encoded where a request to the Docker socket has it, a template, not a URI)
			"http://"+escapedUnixDockerEngine+"${1}") // lookalike
	return r.URL.String() == escapedRecordedURL
}

func unescapeDockerURL(i *cassette.Interaction) error {
	i.Request.URL = regexp.MustCompile(`http://`+escapedUnixDockerEngine+`(.+)?`).
		ReplaceAllString(
			i.Request.URL,
			// Source: github.com/scaleway/scaleway-sdk-go/vcr/matchers.go:54 (hostform: a regexp replacement that writes the socket path back unescaped for human readability in a cassette; "http:///var/…" is on purpose, a template, not a URI sent anywhere)
			"http://"+unixDockerEngine+"${1}") // lookalike
	return nil
}
